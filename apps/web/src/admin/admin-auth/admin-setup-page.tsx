import { MIN_PASSWORD_LENGTH, type AdminSetupChallenge } from '@streamit/contract';
import { useNavigate } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { EmptyState } from '../../components/empty-state';
import { CodeField, PasswordField, bindFields } from '../../components/account-fields';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { useCompleteAdminSetup, useStartAdminSetup } from '../admin-auth-staff/admin-staff.queries';
import { startAdminSession } from './admin-session';
import { OtpauthQrCode } from './otpauth-qr-code';

const SetupFormSchema = z
  .object({
    password: z.string().min(MIN_PASSWORD_LENGTH, 'adminStaff.setup.tooShort').max(1024),
    confirm: z.string(),
    totpCode: z
      .string()
      .trim()
      .regex(/^\d{6}$/, 'adminAuth.errors.codeFormat'),
  })
  .refine((values) => values.password === values.confirm, {
    path: ['confirm'],
    message: 'adminStaff.setup.mismatch',
  });
type SetupForm = z.infer<typeof SetupFormSchema>;

function tokenFromHash(): string {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') ?? '';
}

function SetupForm({ setupToken, challenge }: { setupToken: string; challenge: AdminSetupChallenge }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const complete = useCompleteAdminSetup();
  const { register, handleSubmit, formState } = useForm<SetupForm>({
    resolver: zodResolver(SetupFormSchema),
    defaultValues: { password: '', confirm: '', totpCode: '' },
  });
  const submit = handleSubmit(({ password, totpCode }) => {
    complete.mutate(
      { setupToken, password, totpCode },
      {
        onSuccess: (session) => {
          startAdminSession(session);
          void navigate({ to: '/admin/dashboard' });
        },
      },
    );
  });
  const failure = complete.error
    ? isApiError(complete.error)
      ? complete.error.message
      : t('auth.errors.generic')
    : null;
  const field = bindFields(register, formState.errors);
  return (
    <form noValidate onSubmit={(event) => void submit(event)}>
      <p>{t('adminStaff.setup.lead', { name: challenge.name, email: challenge.email })}</p>
      <FormAlert message={failure} />
      <PasswordField
        id="setup-password"
        label={t('adminStaff.setup.password')}
        hint={t('adminStaff.setup.passwordHint')}
        autoComplete="new-password"
        field={field('password')}
      />
      <PasswordField
        id="setup-confirm"
        label={t('adminStaff.setup.confirm')}
        autoComplete="new-password"
        field={field('confirm')}
      />
      <p className="mb-2">{t('adminAuth.enroll.lead')}</p>
      <div className="text-center mb-3">
        <OtpauthQrCode otpauthUrl={challenge.otpauthUrl} alt={t('adminStaff.setup.qrAlt')} />
      </div>
      <p>
        {t('adminStaff.setup.secret')}{' '}
        <code dir="ltr" data-testid="admin-setup-secret">
          {challenge.secret}
        </code>
      </p>
      <CodeField id="setup-code" label={t('adminAuth.fields.code')} field={field('totpCode')} />
      <SubmitButton
        pending={complete.isPending}
        label={t('adminStaff.setup.submit')}
        pendingLabel={t('adminStaff.setup.pending')}
      />
    </form>
  );
}

/** Route /admin/setup#token=…: an invited (or reset) staff member chooses a password and adds TOTP. */
export function AdminSetupPage() {
  const { t } = useTranslation();
  const setupToken = tokenFromHash();
  const start = useStartAdminSetup(setupToken);
  return (
    <div className="admin-login">
      <PageTitle title={t('adminStaff.setup.title')} />
      <main id="main-content" className="admin-login__card card" tabIndex={-1}>
        <div className="card-body p-4 p-md-5">
          <h1 className="h3 mb-3">{t('adminStaff.setup.title')}</h1>
          {start.data ? (
            <SetupForm setupToken={setupToken} challenge={start.data} />
          ) : start.isError || setupToken === '' ? (
            <EmptyState
              title={t('adminStaff.setup.invalidTitle')}
              body={t('adminStaff.setup.invalidBody')}
              headingLevel={2}
            />
          ) : (
            <p>{t('adminStaff.setup.loading')}</p>
          )}
        </div>
      </main>
    </div>
  );
}
