import type { MemberUser } from '@streamit/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { InputField, SubmitButton } from '../../components/form-field';
import { zodResolver } from '../../lib/zod-resolver';
import { ProfileNamesFormSchema, type ProfileNamesForm } from './account-form-schemas';
import { ErrorNote, useErrorMessage } from './account-ui';
import { useUpdateProfile } from './update-profile.queries';

function namesOf(user: MemberUser): ProfileNamesForm {
  return {
    firstName: user.firstName ?? '',
    lastName: user.lastName ?? '',
    displayName: user.displayName ?? '',
  };
}

/** Edit first, last and display name (the rules are the contract's); the header follows once saved. */
export function ProfileNamesForm({ user }: { user: MemberUser }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const { register, handleSubmit, formState } = useForm<ProfileNamesForm>({
    resolver: zodResolver(ProfileNamesFormSchema),
    defaultValues: namesOf(user),
  });
  const submit = handleSubmit((values) => {
    update.mutate(values);
  });
  const { errors } = formState;
  return (
    <form
      noValidate
      className="mt-4"
      aria-label={t('profileNames.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorNote message={useErrorMessage(update.error)} />
      <div className="row g-3 mb-3">
        <InputField
          id="account-first-name"
          label={t('auth.fields.firstName')}
          error={errors.firstName}
          autoComplete="given-name"
          registration={register('firstName')}
          className="col-12 col-sm-6"
        />
        <InputField
          id="account-last-name"
          label={t('auth.fields.lastName')}
          error={errors.lastName}
          autoComplete="family-name"
          registration={register('lastName')}
          className="col-12 col-sm-6"
        />
        <InputField
          id="account-display-name"
          required
          label={t('auth.fields.displayName')}
          hint={t('profileNames.displayNameHint')}
          error={errors.displayName}
          autoComplete="nickname"
          registration={register('displayName')}
          className="col-12"
        />
      </div>
      {update.isSuccess ? (
        <p className="alert alert-success" role="status">
          {t('profileNames.saved')}
        </p>
      ) : null}
      <SubmitButton
        className="btn btn-primary"
        pending={update.isPending}
        label={t('profileNames.save')}
        pendingLabel={t('account.saving')}
      />
    </form>
  );
}
