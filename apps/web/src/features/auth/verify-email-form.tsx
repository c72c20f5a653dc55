import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { CodeField, EmailField, bindFields } from '../../components/account-fields';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { useFailureMessage } from './api-failure';
import { AuthSuccess } from './auth-success';
import { VerifyEmailFormSchema, type VerifyEmailForm as VerifyValues } from './auth-form-schemas';
import { useResendVerification } from './resend-verification.queries';
import { useVerifyEmail } from './verify-email.queries';

function ResendNotice({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="alert alert-success" role="status">
      {message}
    </div>
  );
}

/** Verifies the email address with the emailed code; a new code can be sent to the address typed. */
export function VerifyEmailForm({ email }: { email: string | undefined }) {
  const { t } = useTranslation();
  const verify = useVerifyEmail();
  const resend = useResendVerification();
  const failure = useFailureMessage(verify.error ?? resend.error);
  const { register, handleSubmit, formState, trigger, getValues } = useForm<VerifyValues>({
    resolver: zodResolver(VerifyEmailFormSchema),
    mode: 'onTouched',
    defaultValues: { email: email ?? '', token: '' },
  });
  if (verify.data)
    return <AuthSuccess title={t('auth.verify.doneTitle')} message={t('auth.verify.doneMessage')} />;
  const submit = handleSubmit((values) => {
    resend.reset();
    verify.mutate(values);
  });
  const sendAgain = async () => {
    verify.reset();
    if (await trigger('email')) resend.mutate(getValues('email').trim());
  };
  const field = bindFields(register, formState.errors);
  return (
    <form noValidate aria-labelledby="verify-title" onSubmit={(event) => void submit(event)}>
      <h2 id="verify-title" className="h3">
        {t('auth.verify.title')}
      </h2>
      <p className="text-body-secondary">{t('auth.verify.lead')}</p>
      <FormAlert message={failure} />
      <ResendNotice message={resend.data ? t('auth.verify.resent') : undefined} />
      <EmailField id="verify-email" field={field('email')} />
      <CodeField id="verify-code" label={t('auth.verify.code')} field={field('token')} />
      <SubmitButton
        pending={verify.isPending}
        label={t('auth.verify.submit')}
        pendingLabel={t('auth.verify.pending')}
      />
      <button
        type="button"
        className="btn btn-link w-100 mt-2"
        disabled={resend.isPending}
        onClick={() => void sendAgain()}
      >
        {resend.isPending ? t('auth.verify.resending') : t('auth.verify.resend')}
      </button>
    </form>
  );
}
