import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, InputField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { useFailureMessage } from './api-failure';
import { ForgotPasswordFormSchema, type ForgotPasswordForm as ForgotValues } from './auth-form-schemas';
import { useForgotPassword } from './forgot-password.queries';

function SentNotice({ message, email }: { message: string; email: string }) {
  const { t } = useTranslation();
  return (
    <div role="status">
      <h2 className="h3">{t('auth.forgot.sentTitle')}</h2>
      <p>{message}</p>
      <Link to="/auth/reset-password" search={{ email }} className="btn btn-primary">
        {t('auth.forgot.enterCode')}
      </Link>
    </div>
  );
}

/** Asks for a password reset code by email (the answer never tells whether the account exists). */
export function ForgotPasswordForm() {
  const { t } = useTranslation();
  const forgot = useForgotPassword();
  const failure = useFailureMessage(forgot.error);
  const { register, handleSubmit, formState, getValues } = useForm<ForgotValues>({
    resolver: zodResolver(ForgotPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '' },
  });
  if (forgot.data)
    return <SentNotice message={t('auth.forgot.sentMessage')} email={getValues('email').trim()} />;
  const submit = handleSubmit((values) => {
    forgot.mutate(values.email);
  });
  return (
    <form noValidate aria-labelledby="forgot-title" onSubmit={(event) => void submit(event)}>
      <h2 id="forgot-title" className="h3">
        {t('auth.forgot.title')}
      </h2>
      <p className="text-body-secondary">{t('auth.forgot.lead')}</p>
      <FormAlert message={failure} />
      <InputField
        id="forgot-email"
        type="email"
        required
        label={t('auth.fields.email')}
        error={formState.errors.email}
        autoComplete="email"
        registration={register('email')}
      />
      <SubmitButton
        pending={forgot.isPending}
        label={t('auth.forgot.submit')}
        pendingLabel={t('auth.forgot.pending')}
      />
      <p className="text-center mt-3 mb-0">
        <Link to="/auth/login">{t('auth.forgot.back')}</Link>
      </p>
    </form>
  );
}
