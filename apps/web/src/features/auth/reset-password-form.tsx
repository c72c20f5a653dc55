import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, InputField, SubmitButton } from '../../components/form-field';
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
  const { errors } = formState;
  return (
    <form noValidate aria-labelledby="reset-title" onSubmit={(event) => void submit(event)}>
      <h2 id="reset-title" className="h3">
        {t('auth.reset.title')}
      </h2>
      <FormAlert message={failure} />
      <InputField
        id="reset-email"
        type="email"
        required
        label={t('auth.fields.email')}
        error={errors.email}
        autoComplete="email"
        registration={register('email')}
      />
      <InputField
        id="reset-code"
        required
        label={t('auth.reset.code')}
        error={errors.code}
        autoComplete="one-time-code"
        registration={register('code')}
      />
      <InputField
        id="reset-password"
        type="password"
        required
        label={t('auth.fields.newPassword')}
        error={errors.password}
        autoComplete="new-password"
        registration={register('password')}
      />
      <InputField
        id="reset-confirm-password"
        type="password"
        required
        label={t('auth.fields.confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />
      <SubmitButton
        pending={reset.isPending}
        label={t('auth.reset.submit')}
        pendingLabel={t('auth.reset.pending')}
      />
    </form>
  );
}
