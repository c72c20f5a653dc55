import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { InputField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import {
  ChangePasswordFormSchema,
  LinkPasswordFormSchema,
  type ChangePasswordForm,
  type LinkPasswordForm,
} from './account-form-schemas';
import { AccountSection, ErrorNote, useErrorMessage } from './account-ui';
import { useChangePassword } from './change-password.queries';
import { useLinkPassword } from './link-password.queries';

function Done({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <div className="alert alert-success" role="status">
      {message}
    </div>
  );
}

function ChangePasswordFields() {
  const { t } = useTranslation();
  const change = useChangePassword();
  const { register, handleSubmit, formState, reset } = useForm<ChangePasswordForm>({
    resolver: zodResolver(ChangePasswordFormSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        reset();
      },
    });
  });
  const { errors } = formState;
  return (
    <form noValidate aria-label={t('account.password.change')} onSubmit={(event) => void submit(event)}>
      <ErrorNote message={useErrorMessage(change.error)} />
      <Done message={change.data ? t('account.password.changedMessage') : undefined} />
      <InputField
        id="account-current-password"
        type="password"
        required
        label={t('account.password.current')}
        error={errors.currentPassword}
        autoComplete="current-password"
        registration={register('currentPassword')}
      />
      <InputField
        id="account-new-password"
        type="password"
        required
        label={t('auth.fields.newPassword')}
        error={errors.newPassword}
        autoComplete="new-password"
        registration={register('newPassword')}
      />
      <InputField
        id="account-confirm-password"
        type="password"
        required
        label={t('auth.fields.confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />
      <SubmitButton
        className="btn btn-primary"
        pending={change.isPending}
        label={t('account.password.change')}
        pendingLabel={t('account.saving')}
      />
    </form>
  );
}

function LinkPasswordFields() {
  const { t } = useTranslation();
  const link = useLinkPassword();
  const { register, handleSubmit, formState } = useForm<LinkPasswordForm>({
    resolver: zodResolver(LinkPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const submit = handleSubmit((values) => {
    link.mutate({ password: values.newPassword, confirmPassword: values.confirmPassword });
  });
  const { errors } = formState;
  return (
    <form noValidate aria-label={t('account.password.link')} onSubmit={(event) => void submit(event)}>
      <p className="text-body-secondary">{t('account.password.linkLead')}</p>
      <ErrorNote message={useErrorMessage(link.error)} />
      <InputField
        id="account-link-password"
        type="password"
        required
        label={t('auth.fields.password')}
        error={errors.newPassword}
        autoComplete="new-password"
        registration={register('newPassword')}
      />
      <InputField
        id="account-link-confirm"
        type="password"
        required
        label={t('auth.fields.confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />
      <SubmitButton
        className="btn btn-primary"
        pending={link.isPending}
        label={t('account.password.link')}
        pendingLabel={t('account.saving')}
      />
    </form>
  );
}

/** Change the password, or set one on an account that signs in only with Google or X. */
export function PasswordSection({ hasPassword }: { hasPassword: boolean }) {
  const { t } = useTranslation();
  return (
    <AccountSection id="account-password" title={t('account.password.title')}>
      {hasPassword ? <ChangePasswordFields /> : <LinkPasswordFields />}
    </AccountSection>
  );
}
