import type { AdminLoginResponse, AdminTotpEnrollmentRequired } from '@streamit/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { CodeField, bindFields } from '../../components/account-fields';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { useAdminEnrollTotp } from './admin-enroll-totp.queries';
import { AdminEnrollFormSchema, type AdminEnrollForm } from './admin-login-schemas';
import { OtpauthQrCode } from './otpauth-qr-code';

/** Props of AdminEnrollmentStep. */
export interface AdminEnrollmentStepProps {
  enrollment: AdminTotpEnrollmentRequired;
  onSignedIn: (session: AdminLoginResponse) => void;
}

/** First sign-in of a staff member: add the authenticator (QR or secret), then confirm with a code. */
export function AdminEnrollmentStep({ enrollment, onSignedIn }: AdminEnrollmentStepProps) {
  const { t } = useTranslation();
  const enroll = useAdminEnrollTotp();
  const { register, handleSubmit, formState } = useForm<AdminEnrollForm>({
    resolver: zodResolver(AdminEnrollFormSchema),
    defaultValues: { totpCode: '' },
  });
  const submit = handleSubmit((values) => {
    enroll.mutate(
      { enrollmentToken: enrollment.enrollmentToken, totpCode: values.totpCode },
      { onSuccess: onSignedIn },
    );
  });
  const failure = enroll.error
    ? isApiError(enroll.error)
      ? enroll.error.message
      : t('auth.errors.generic')
    : null;
  return (
    <form noValidate aria-labelledby="admin-enroll-title" onSubmit={(event) => void submit(event)}>
      <h2 id="admin-enroll-title" className="h4">
        {t('adminAuth.enroll.title')}
      </h2>
      <p>{t('adminAuth.enroll.lead')}</p>
      <div className="text-center mb-3">
        <OtpauthQrCode otpauthUrl={enrollment.otpauthUrl} alt={t('account.twoFactor.qrAlt')} />
      </div>
      <p>
        {t('account.twoFactor.secret')}{' '}
        <code dir="ltr" data-testid="admin-totp-secret">
          {enrollment.secret}
        </code>
      </p>
      <FormAlert message={failure} />
      <CodeField
        id="admin-enroll-code"
        label={t('adminAuth.fields.code')}
        field={bindFields(register, formState.errors)('totpCode')}
      />
      <SubmitButton
        pending={enroll.isPending}
        label={t('adminAuth.enroll.submit')}
        pendingLabel={t('adminAuth.pending')}
      />
    </form>
  );
}
