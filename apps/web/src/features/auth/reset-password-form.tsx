import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { CodeField, EmailField, NewPasswordFields, bindFields } from '../../components/account-fields';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { useFailureMessage } from './api-failure';
import { AuthSuccess } from './auth-success';
import { ResetPasswordFormSchema, type ResetPasswordForm as ResetValues } from './auth-form-schemas';
import { useResetPassword } from './reset-password.queries';

/** Sets a new password with the emailed single-use code; the member then logs in as usual. */
export function ResetPasswordForm({ email }: { email: string | undefined }) {
  const { t } = useTranslation();
  const reset = useResetPassword();
  const failure = useFailureMessage(reset.error);
  const { register, handleSubmit, formState } = useForm<ResetValues>({
    resolver: zodResolver(ResetPasswordFormSchema),
    mode: 'onTouched',
    defaultValues: { email: email ?? '', code: '', password: '', confirmPassword: '' },
  });
  if (reset.data)
    return <AuthSuccess title={t('auth.reset.doneTitle')} message={t('auth.reset.doneMessage')} />;
  const submit = handleSubmit((values) => {
    reset.mutate(values);
  });
  const field = bindFields(register, formState.errors);
  return (
    <form noValidate aria-labelledby="reset-title" onSubmit={(event) => void submit(event)}>
      <h2 id="reset-title" className="h3">
        {t('auth.reset.title')}
      </h2>
      <FormAlert message={failure} />
      <EmailField id="reset-email" field={field('email')} />
      <CodeField id="reset-code" label={t('auth.reset.code')} numeric={false} field={field('code')} />
      <NewPasswordFields
        ids={{ password: 'reset-password', confirm: 'reset-confirm-password' }}
        password={field('password')}
        confirm={field('confirmPassword')}
      />
      <SubmitButton
        pending={reset.isPending}
        label={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.pending')}
      />
    </form>
  );
}
