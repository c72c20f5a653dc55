import { Link } from '@tanstack/react-router';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import {
  EmailField,
  NameFields,
  NewPasswordFields,
  bindFields,
  type FieldBinder,
} from '../../components/account-fields';
import { FormAlert, InputField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { getErrorCode, useFailureMessage } from './api-failure';
import { SignUpFormSchema, type SignUpForm as SignUpValues } from './auth-form-schemas';
import { OAuthButtons } from './oauth-buttons';
import { useRegister, type RegisterInput } from './register.queries';

function toRegisterInput(values: SignUpValues): RegisterInput {
  return {
    email: values.email,
    password: values.password,
    firstName: values.firstName || undefined,
    lastName: values.lastName || undefined,
    displayName: values.displayName || undefined,
    referralCode: values.referralCode || null,
  };
}

function useSignUpFailure(error: Error | null): string | null {
  const { t } = useTranslation();
  const message = useFailureMessage(error);
  // This app loads no third-party scripts, so it cannot show Google's v2 challenge (spec §8 CAPTCHA_V2_REQUIRED).
  if (getErrorCode(error) === 'CAPTCHA_V2_REQUIRED') return t('auth.signUp.captchaV2Required');
  return message;
}

/** Props of SignUpForm. */
export interface SignUpFormProps {
  referralCode: string | undefined;
  onRegistered: (email: string) => void;
}

function useSignUpForm({ referralCode, onRegistered }: SignUpFormProps) {
  const registration = useRegister();
  const failure = useSignUpFailure(registration.error);
  const { register, handleSubmit, formState } = useForm<SignUpValues>({
    resolver: zodResolver(SignUpFormSchema),
    mode: 'onTouched',
    defaultValues: {
      email: '',
      password: '',
      confirmPassword: '',
      firstName: '',
      lastName: '',
      displayName: '',
      referralCode: referralCode ?? '',
    },
  });
  const submit = handleSubmit((values) => {
    registration.mutate(toRegisterInput(values), {
      onSuccess: (result) => {
        onRegistered(result.email);
      },
    });
  });
  return { field: bindFields(register, formState.errors), submit, pending: registration.isPending, failure };
}

function SignUpFields({ field }: { field: FieldBinder<SignUpValues> }) {
  const { t } = useTranslation();
  return (
    <>
      <NameFields
        idPrefix="sign-up"
        firstName={field('firstName')}
        lastName={field('lastName')}
        displayName={field('displayName')}
      />
      <EmailField id="sign-up-email" field={field('email')} />
      <NewPasswordFields
        ids={{ password: 'sign-up-password', confirm: 'sign-up-confirm-password' }}
        label={t('auth.fields.password')}
        hint={t('auth.signUp.passwordHint')}
        password={field('password')}
        confirm={field('confirmPassword')}
      />
      <InputField
        id="sign-up-referral"
        label={t('auth.fields.referralCode')}
        autoComplete="off"
        {...field('referralCode')}
      />
    </>
  );
}

/** Registration (spec §3 payload) with an ALTCHA proof of work solved in the browser on submit. */
export function SignUpForm(props: SignUpFormProps) {
  const { t } = useTranslation();
  const { field, submit, pending, failure } = useSignUpForm(props);
  return (
    <>
      <form noValidate aria-labelledby="sign-up-title" onSubmit={(event) => void submit(event)}>
        <h2 id="sign-up-title" className="h3 mb-4">
          {t('auth.signUp.title')}
        </h2>
        <FormAlert message={failure} />
        <SignUpFields field={field} />
        <p className="form-text" id="sign-up-captcha-note">
          {t('auth.signUp.captchaNote')}
        </p>
        <SubmitButton
          pending={pending}
          label={t('auth.signUp.submit')}
          pendingLabel={t('auth.signUp.pending')}
        />
      </form>
      <p className="text-center text-body-secondary my-3">{t('auth.oauth.or')}</p>
      <OAuthButtons referralCode={props.referralCode} />
      <p className="text-center mt-4 mb-0">
        {t('auth.signUp.haveAccount')} <Link to="/auth/login">{t('auth.signUp.logIn')}</Link>
      </p>
    </>
  );
}
