import { ACTIVITY_VISIBILITIES, LICENCES, nameCategory, type ContentCategory } from '@streamit/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { InputField, SelectField, TextareaField } from '../../components/form-field';
import type { DetailsFormValues } from './details-form';

/** Props of DetailsFields. */
export interface DetailsFieldsProps {
  /** Prefix of the control ids, so two forms on one page do not clash. */
  idPrefix: string;
  register: UseFormRegister<DetailsFormValues>;
  errors: FieldErrors<DetailsFormValues>;
  categories: readonly ContentCategory[];
}

function TextFields({ idPrefix, register, errors }: Omit<DetailsFieldsProps, 'categories'>) {
  const { t } = useTranslation();
  return (
    <>
      <InputField
        id={`${idPrefix}-title`}
        label={t('creator.details.title')}
        error={errors.title}
        registration={register('title')}
        dir="auto"
        required
      />
      <TextareaField
        id={`${idPrefix}-description`}
        label={t('creator.details.description')}
        error={errors.description}
        registration={register('description')}
        rows={4}
        dir="auto"
      />
      <InputField
        id={`${idPrefix}-tags`}
        label={t('creator.details.tags')}
        hint={t('creator.details.tagsHint')}
        error={errors.tags}
        registration={register('tags')}
        dir="auto"
      />
    </>
  );
}

function ChoiceFields({ idPrefix, register, errors, categories }: DetailsFieldsProps) {
  const { t, i18n } = useTranslation();
  return (
    <>
      <SelectField
        className="col-md-6"
        id={`${idPrefix}-category`}
        label={t('creator.details.category')}
        error={errors.categoryId}
        registration={register('categoryId')}
        options={[
          { value: '', label: t('creator.details.noCategory') },
          ...categories.map((category) => ({
            value: category.id,
            label: nameCategory(category, i18n.language),
          })),
        ]}
      />
      <InputField
        className="col-md-6"
        id={`${idPrefix}-publish-at`}
        type="datetime-local"
        label={t('creator.details.publishAt')}
        hint={t('creator.details.publishAtHint')}
        error={errors.publishAt}
        registration={register('publishAt')}
      />
      <SelectField
        className="col-md-6"
        id={`${idPrefix}-licence`}
        label={t('creator.details.licence')}
        error={errors.licence}
        registration={register('licence')}
        options={LICENCES.map((licence) => ({ value: licence, label: t(`creator.licences.${licence}`) }))}
      />
      <SelectField
        className="col-md-6"
        id={`${idPrefix}-visibility`}
        label={t('creator.details.visibility')}
        error={errors.visibility}
        registration={register('visibility')}
        options={ACTIVITY_VISIBILITIES.map((visibility) => ({
          value: visibility,
          label: t(`creator.visibilities.${visibility}`),
        }))}
      />
    </>
  );
}

/** The fields of a video's details: shared by the wizard's first step and the list's edit form. */
export function DetailsFields(props: DetailsFieldsProps) {
  return (
    <>
      <TextFields {...props} />
      <div className="row g-3 mb-3">
        <ChoiceFields {...props} />
      </div>
    </>
  );
}
