import type { AdminLoginResponse, AdminTotpEnrollmentRequired } from '@streamit/contract';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { CodeField, EmailField, PasswordField, bindFields } from '../../components/account-fields';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { AdminEnrollmentStep } from './admin-enrollment-step';
import { useAdminLogin } from './admin-login.queries';
import { AdminLoginFormSchema, type AdminLoginForm as AdminLoginValues } from './admin-login-schemas';

/** Staff sign-in: email, password and authenticator code; a first sign-in adds the authenticator. */
export function AdminLoginForm({ onSignedIn }: { onSignedIn: (session: AdminLoginResponse) => void }) {
  const { t } = useTranslation();
  const login = useAdminLogin();
  const [enrollment, setEnrollment] = useState<AdminTotpEnrollmentRequired | null>(null);
  const { register, handleSubmit, formState } = useForm<AdminLoginValues>({
    resolver: zodResolver(AdminLoginFormSchema),
    mode: 'onTouched',
    defaultValues: { email: '', password: '', totpCode: '' },
  });
  if (enrollment) return <AdminEnrollmentStep enrollment={enrollment} onSignedIn={onSignedIn} />;
  const submit = handleSubmit((values) => {
    const body = { email: values.email, password: values.password, totpCode: values.totpCode || undefined };
    login.mutate(body, {
      onSuccess: (result) => {
        if ('access_token' in result) onSignedIn(result);
        else setEnrollment(result);
      },
    });
  });
  const failure = login.error
    ? isApiError(login.error)
      ? login.error.message
      : t('auth.errors.generic')
    : null;
  const field = bindFields(register, formState.errors);
  return (
    <form noValidate aria-labelledby="admin-login-title" onSubmit={(event) => void submit(event)}>
      <h1 id="admin-login-title" className="h3">
        {t('admin.login.title')}
      </h1>
      <FormAlert message={failure} />
      <EmailField id="admin-email" autoComplete="username" field={field('email')} />
      <PasswordField
        id="admin-password"
        label={t('auth.fields.password')}
        autoComplete="current-password"
        field={field('password')}
      />
      <CodeField
        id="admin-code"
        required={false}
        label={t('adminAuth.fields.code')}
        hint={t('adminAuth.fields.codeHint')}
        field={field('totpCode')}
      />
      <SubmitButton
        pending={login.isPending}
        label={t('adminAuth.submit')}
        pendingLabel={t('adminAuth.pending')}
      />
    </form>
  );
}
