import { ACTIVITY_VISIBILITIES, LICENCES, type ContentCategory } from '@streamit/contract';
import type { FieldErrors, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { controlClass, FormField } from '../../components/form-field';
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
      <FormField id={`${idPrefix}-title`} label={t('creator.details.title')} error={errors.title}>
        {(aria) => (
          <input
            id={`${idPrefix}-title`}
            className={controlClass(Boolean(errors.title))}
            dir="auto"
            aria-required
            {...aria}
            {...register('title')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-description`}
        label={t('creator.details.description')}
        error={errors.description}
      >
        {(aria) => (
          <textarea
            id={`${idPrefix}-description`}
            className={controlClass(Boolean(errors.description))}
            rows={4}
            dir="auto"
            {...aria}
            {...register('description')}
          />
        )}
      </FormField>
      <FormField
        id={`${idPrefix}-tags`}
        label={t('creator.details.tags')}
        hint={t('creator.details.tagsHint')}
        error={errors.tags}
      >
        {(aria) => (
          <input
            id={`${idPrefix}-tags`}
            className={controlClass(Boolean(errors.tags))}
            dir="auto"
            {...aria}
            {...register('tags')}
          />
        )}
      </FormField>
    </>
  );
}

function CategoryField({ idPrefix, register, errors, categories }: DetailsFieldsProps) {
  const { t } = useTranslation();
  const id = `${idPrefix}-category`;
  return (
    <FormField id={id} label={t('creator.details.category')} error={errors.categoryId} className="">
      {(aria) => (
        <select
          id={id}
          className={controlClass(Boolean(errors.categoryId), 'form-select')}
          {...aria}
          {...register('categoryId')}
        >
          <option value="">{t('creator.details.noCategory')}</option>
          {categories.map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      )}
    </FormField>
  );
}

function ChoiceFields({ idPrefix, register, errors }: Omit<DetailsFieldsProps, 'categories'>) {
  const { t } = useTranslation();
  return (
    <>
      <div className="col-md-6">
        <FormField
          id={`${idPrefix}-licence`}
          label={t('creator.details.licence')}
          error={errors.licence}
          className=""
        >
          {(aria) => (
            <select id={`${idPrefix}-licence`} className="form-select" {...aria} {...register('licence')}>
              {LICENCES.map((licence) => (
                <option key={licence} value={licence}>
                  {t(`creator.licences.${licence}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
      <div className="col-md-6">
        <FormField
          id={`${idPrefix}-visibility`}
          label={t('creator.details.visibility')}
          error={errors.visibility}
          className=""
        >
          {(aria) => (
            <select
              id={`${idPrefix}-visibility`}
              className="form-select"
              {...aria}
              {...register('visibility')}
            >
              {ACTIVITY_VISIBILITIES.map((visibility) => (
                <option key={visibility} value={visibility}>
                  {t(`creator.visibilities.${visibility}`)}
                </option>
              ))}
            </select>
          )}
        </FormField>
      </div>
    </>
  );
}

function ScheduleField({ idPrefix, register, errors }: Omit<DetailsFieldsProps, 'categories'>) {
  const { t } = useTranslation();
  const id = `${idPrefix}-publish-at`;
  return (
    <FormField
      id={id}
      label={t('creator.details.publishAt')}
      hint={t('creator.details.publishAtHint')}
      error={errors.publishAt}
      className=""
    >
      {(aria) => (
        <input
          id={id}
          type="datetime-local"
          className={controlClass(Boolean(errors.publishAt))}
          {...aria}
          {...register('publishAt')}
        />
      )}
    </FormField>
  );
}

/** The fields of a video's details: shared by the wizard's first step and the list's edit form. */
export function DetailsFields(props: DetailsFieldsProps) {
  return (
    <>
      <TextFields {...props} />
      <div className="row g-3 mb-3">
        <div className="col-md-6">
          <CategoryField {...props} />
        </div>
        <div className="col-md-6">
          <ScheduleField {...props} />
        </div>
        <ChoiceFields {...props} />
      </div>
    </>
  );
}
