import { APPLICANT_TYPES, CONTENT_FORMATS, type CreatorApplication } from '@streamit/contract';
import { useForm, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { CountrySelectField } from '../../components/country-select';
import { FormAlert, InputField, SelectField, SubmitButton, TextareaField } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import type { TranslationKey } from '../../lib/app-paths';
import {
  applyFormDefaults,
  applyFormSchema,
  applyFormToBody,
  type ApplyFormValues,
} from './apply-form-values';
import { useSubmitApplication } from './creator-apply.queries';

interface FieldsProps {
  register: UseFormRegister<ApplyFormValues>;
  errors: FieldErrors<ApplyFormValues>;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <p id={id} className="invalid-feedback d-block">
      {t(message as TranslationKey)}
    </p>
  );
}

function FormatChoices({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  const message = errors.contentFormats?.message;
  return (
    <fieldset className="mb-3" aria-describedby={message ? 'apply-formats-error' : undefined}>
      <legend className="form-label fs-6">{t('creatorApply.fields.formats')}</legend>
      {CONTENT_FORMATS.map((format) => (
        <div className="form-check" key={format}>
          <input
            className="form-check-input"
            type="checkbox"
            id={`apply-format-${format}`}
            value={format}
            aria-invalid={message ? true : undefined}
            {...register('contentFormats')}
          />
          <label className="form-check-label" htmlFor={`apply-format-${format}`}>
            {t(`creatorApply.formats.${format}`)}
          </label>
        </div>
      ))}
      <FieldError id="apply-formats-error" message={message} />
    </fieldset>
  );
}

function ProfileFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  const types = APPLICANT_TYPES.map((type) => ({ value: type, label: t(`creatorApply.types.${type}`) }));
  return (
    <>
      <SelectField
        id="apply-type"
        label={t('creatorApply.fields.type')}
        error={errors.applicantType}
        registration={register('applicantType')}
        options={[{ value: '', label: t('creatorApply.choose') }, ...types]}
      />
      <FormatChoices register={register} errors={errors} />
      <TextareaField
        id="apply-bio"
        label={t('creatorApply.fields.bio')}
        hint={t('creatorApply.hints.bio')}
        error={errors.bio}
        registration={register('bio')}
        rows={5}
        dir="auto"
      />
      <CountrySelectField
        id="apply-country"
        label={t('creatorApply.fields.country')}
        error={errors.country}
        registration={register('country')}
        emptyLabel={t('creatorApply.choose')}
      />
    </>
  );
}

function LinkFields({ register, errors }: FieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <TextareaField
        id="apply-portfolio"
        label={t('creatorApply.fields.portfolio')}
        hint={t('creatorApply.hints.portfolio')}
        error={errors.portfolioLinks}
        registration={register('portfolioLinks')}
        rows={3}
      />
      <InputField
        id="apply-sample"
        label={t('creatorApply.fields.sample')}
        hint={t('creatorApply.hints.sample')}
        error={errors.sampleLink}
        registration={register('sampleLink')}
        required
      />
      <div className="form-check mb-3">
        <input
          className="form-check-input"
          type="checkbox"
          id="apply-agreement"
          aria-invalid={errors.agreement ? true : undefined}
          aria-describedby={errors.agreement ? 'apply-agreement-error' : undefined}
          {...register('agreement')}
        />
        <label className="form-check-label" htmlFor="apply-agreement">
          {t('creatorApply.fields.agreement')}
        </label>
        <FieldError id="apply-agreement-error" message={errors.agreement?.message} />
      </div>
    </>
  );
}

/** The application form; with `application` it edits and resubmits the one staff asked changes on. */
export function ApplyForm({ application }: { application: CreatorApplication | null }) {
  const { t } = useTranslation();
  const { register, handleSubmit, formState } = useForm<ApplyFormValues>({
    resolver: zodResolver(applyFormSchema),
    defaultValues: applyFormDefaults(application),
  });
  const submit = useSubmitApplication(application !== null);
  const error = submit.error;
  const message = error ? (isApiError(error) ? error.message : t('creatorApply.failed')) : null;
  const send = (values: ApplyFormValues) =>
    submit.mutateAsync(applyFormToBody(values)).catch(() => undefined);
  return (
    <form
      noValidate
      aria-label={t('creatorApply.formLabel')}
      onSubmit={(event) => void handleSubmit(send)(event)}
    >
      <FormAlert message={message} />
      <ProfileFields register={register} errors={formState.errors} />
      <LinkFields register={register} errors={formState.errors} />
      <SubmitButton
        className="btn btn-primary"
        pending={submit.isPending}
        label={t(application ? 'creatorApply.resubmit' : 'creatorApply.submit')}
        pendingLabel={t('creatorApply.sending')}
      />
    </form>
  );
}
