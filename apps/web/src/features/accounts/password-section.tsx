import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { NewPasswordFields, PasswordField, bindFields } from '../../components/account-fields';
import { SubmitButton } from '../../components/form-field';
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
  const field = bindFields(register, formState.errors);
  return (
    <form noValidate aria-label={t('account.password.change')} onSubmit={(event) => void submit(event)}>
      <ErrorNote message={useErrorMessage(change.error)} />
      <Done message={change.data ? t('account.password.changedMessage') : undefined} />
      <PasswordField
        id="account-current-password"
        label={t('account.password.current')}
        autoComplete="current-password"
        field={field('currentPassword')}
      />
      <NewPasswordFields
        ids={{ password: 'account-new-password', confirm: 'account-confirm-password' }}
        password={field('newPassword')}
        confirm={field('confirmPassword')}
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
  const field = bindFields(register, formState.errors);
  return (
    <form noValidate aria-label={t('account.password.link')} onSubmit={(event) => void submit(event)}>
      <p className="text-body-secondary">{t('account.password.linkLead')}</p>
      <ErrorNote message={useErrorMessage(link.error)} />
      <NewPasswordFields
        ids={{ password: 'account-link-password', confirm: 'account-link-confirm' }}
        label={t('auth.fields.password')}
        password={field('newPassword')}
        confirm={field('confirmPassword')}
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
