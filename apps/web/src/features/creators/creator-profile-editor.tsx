import {
  nameCategory,
  type ContentCategory,
  type CreatorProfile,
  type CreatorProfileSuggestion,
} from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, InputField, SubmitButton, TextareaField } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import type { TranslationKey } from '../../lib/app-paths';
import { useSaveCreatorProfile } from './creators.queries';
import {
  profileFormDefaults,
  profileFormSchema,
  profileFormToBody,
  type ProfileFormValues,
} from './profile-form-values';

interface FieldsProps {
  register: UseFormRegister<ProfileFormValues>;
  errors: FieldErrors<ProfileFormValues>;
}

function CategoryChoices({
  register,
  errors,
  categories,
}: FieldsProps & { categories: readonly ContentCategory[] }) {
  const { t, i18n } = useTranslation();
  const message = errors.categories?.message;
  return (
    <fieldset
      className="mb-3"
      aria-describedby={message ? 'profile-categories-error' : 'profile-categories-hint'}
    >
      <legend className="form-label fs-6">{t('creators.profile.categories')}</legend>
      <p id="profile-categories-hint" className="form-text mt-0">
        {t('creators.profile.categoriesHint')}
      </p>
      <div className="d-flex flex-wrap gap-3">
        {categories.map((category) => (
          <div className="form-check" key={category.id}>
            <input
              className="form-check-input"
              type="checkbox"
              id={`profile-category-${category.slug}`}
              value={category.slug}
              {...register('categories')}
            />
            <label className="form-check-label" htmlFor={`profile-category-${category.slug}`}>
              {nameCategory(category, i18n.language)}
            </label>
          </div>
        ))}
      </div>
      {message ? (
        <p id="profile-categories-error" className="invalid-feedback d-block">
          {t(message as TranslationKey)}
        </p>
      ) : null}
    </fieldset>
  );
}

function TextFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        id="profile-handle"
        label={t('creators.profile.handle')}
        hint={t('creators.profile.handleHint')}
        error={errors.handle}
        registration={register('handle')}
        maxLength={30}
        required
      />
      <InputField
        id="profile-name"
        label={t('creators.profile.displayName')}
        error={errors.displayName}
        registration={register('displayName')}
        maxLength={60}
        dir="auto"
        required
      />
      <TextareaField
        id="profile-bio"
        label={t('creators.profile.bio')}
        error={errors.bio}
        registration={register('bio')}
        rows={4}
        dir="auto"
      />
      <TextareaField
        id="profile-links"
        label={t('creators.profile.links')}
        hint={t('creators.profile.linksHint')}
        error={errors.links}
        registration={register('links')}
        rows={3}
      />
    </>
  );
}

/** Before the first save: without a handle the creator is not on Discover Creators; say so. */
function ChooseHandlePrompt({ suggestion }: { suggestion: CreatorProfileSuggestion | null }) {
  const { t } = useTranslation();
  return (
    <div className="alert alert-info" role="note">
      {t(suggestion?.handle ? 'creators.profile.choosePrompt' : 'creators.profile.choosePromptNoSuggestion')}
    </div>
  );
}

/** The creator's public profile form: handle, name, bio, links and categories. */
export function CreatorProfileEditor({
  profile,
  suggestion = null,
  categories = [],
}: {
  profile: CreatorProfile | null;
  /** The start the server suggests while there is no profile yet. */
  suggestion?: CreatorProfileSuggestion | null;
  /** Content categories to choose from. */
  categories?: readonly ContentCategory[] | undefined;
}) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ProfileFormValues>({
    resolver: zodResolver(profileFormSchema),
    defaultValues: profileFormDefaults(profile, suggestion),
  });
  const save = useSaveCreatorProfile();
  const failure = save.error
    ? isApiError(save.error)
      ? save.error.message
      : t('creators.follow.failed')
    : null;
  const send = (values: ProfileFormValues) =>
    save.mutateAsync(profileFormToBody(values)).catch(() => undefined);
  return (
    <form
      noValidate
      aria-label={t('creators.profile.title')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <FormAlert message={failure} />
      {profile === null && !save.isSuccess ? <ChooseHandlePrompt suggestion={suggestion} /> : null}
      {save.isSuccess ? (
        <div className="alert alert-success" role="status">
          {t('creators.profile.saved')}{' '}
          <Link to="/creators/$handle" params={{ handle: save.data.handle }}>
            {t('creators.profile.viewPage')}
          </Link>
        </div>
      ) : null}
      <TextFields register={register} errors={formState.errors} />
      <CategoryChoices register={register} errors={formState.errors} categories={categories} />
      <SubmitButton
        className="btn btn-primary"
        pending={save.isPending}
        label={t('creators.profile.save')}
        pendingLabel={t('creators.profile.saving')}
      />
    </form>
  );
}
