import type { MemberUser } from '@streamit/contract';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { NameFields, bindFields } from '../../components/account-fields';
import { SubmitButton } from '../../components/form-field';
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
  const field = bindFields(register, formState.errors);
  return (
    <form
      noValidate
      className="mt-4"
      aria-label={t('profileNames.formLabel')}
      onSubmit={(event) => void submit(event)}
    >
      <ErrorNote message={useErrorMessage(update.error)} />
      <NameFields
        idPrefix="account"
        firstName={field('firstName')}
        lastName={field('lastName')}
        displayName={field('displayName')}
        displayNameRequired
        displayNameHint={t('profileNames.displayNameHint')}
      />
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
