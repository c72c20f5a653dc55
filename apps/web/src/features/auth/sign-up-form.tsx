import { Link } from '@tanstack/react-router';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
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

interface FieldsProps {
  register: UseFormRegister<SignUpValues>;
  errors: FieldErrors<SignUpValues>;
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
  return { register, errors: formState.errors, submit, pending: registration.isPending, failure };
}

function NameFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="row g-0 gap-md-3 flex-md-nowrap">
        <div className="col-12 col-md">
          <InputField
            id="sign-up-first-name"
            label={t('auth.fields.firstName')}
            error={errors.firstName}
            autoComplete="given-name"
            registration={register('firstName')}
          />
        </div>
        <div className="col-12 col-md">
          <InputField
            id="sign-up-last-name"
            label={t('auth.fields.lastName')}
            error={errors.lastName}
            autoComplete="family-name"
            registration={register('lastName')}
          />
        </div>
      </div>
      <InputField
        id="sign-up-display-name"
        label={t('auth.fields.displayName')}
        error={errors.displayName}
        autoComplete="nickname"
        registration={register('displayName')}
      />
    </>
  );
}

function CredentialFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        id="sign-up-email"
        type="email"
        required
        label={t('auth.fields.email')}
        error={errors.email}
        autoComplete="email"
        registration={register('email')}
      />
      <InputField
        id="sign-up-password"
        type="password"
        required
        label={t('auth.fields.password')}
        hint={t('auth.signUp.passwordHint')}
        error={errors.password}
        autoComplete="new-password"
        registration={register('password')}
      />
      <InputField
        id="sign-up-confirm-password"
        type="password"
        required
        label={t('auth.fields.confirmPassword')}
        error={errors.confirmPassword}
        autoComplete="new-password"
        registration={register('confirmPassword')}
      />
    </>
  );
}

/** Registration (spec §3 payload) with an ALTCHA proof of work solved in the browser on submit. */
export function SignUpForm(props: SignUpFormProps) {
  const { t } = useTranslation();
  const { register, errors, submit, pending, failure } = useSignUpForm(props);
  return (
    <>
      <form noValidate aria-labelledby="sign-up-title" onSubmit={(event) => void submit(event)}>
        <h2 id="sign-up-title" className="h3 mb-4">
          {t('auth.signUp.title')}
        </h2>
        <FormAlert message={failure} />
        <NameFields register={register} errors={errors} />
        <CredentialFields register={register} errors={errors} />
        <InputField
          id="sign-up-referral"
          label={t('auth.fields.referralCode')}
          error={errors.referralCode}
          autoComplete="off"
          registration={register('referralCode')}
        />
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
