import type { ContentCategory, CreatorActivity } from '@streamit/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { DetailsFields } from './details-fields';
import {
  detailsFormSchema,
  detailsFromActivity,
  detailsToBody,
  type DetailsFormValues,
} from './details-form';
import { useUpdateActivity } from './update-activity.queries';

/** Props of EditDetailsForm. */
export interface EditDetailsFormProps {
  activity: CreatorActivity;
  categories: readonly ContentCategory[];
  onDone: () => void;
}

/** Edits a video's details in place (PATCH); Cancel leaves it unchanged. */
export function EditDetailsForm({ activity, categories, onDone }: EditDetailsFormProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(detailsFormSchema()), []);
  const { register, handleSubmit, formState } = useForm<DetailsFormValues>({
    resolver,
    defaultValues: detailsFromActivity(activity),
  });
  const update = useUpdateActivity();
  const save = (values: DetailsFormValues) =>
    update.mutateAsync({ id: activity.id, body: detailsToBody(values) }).then(onDone, () => undefined);
  const error = update.error;
  const message = error ? (isApiError(error) ? error.message : t('creator.errors.generic')) : null;
  return (
    <form
      className="content-item__edit"
      noValidate
      aria-label={t('creator.list.editLabel', { title: activity.title })}
      onSubmit={(event) => void handleSubmit(save)(event)}
    >
      <FormAlert message={message} />
      <DetailsFields
        idPrefix={`edit-${activity.id}`}
        register={register}
        errors={formState.errors}
        categories={categories}
      />
      <div className="d-flex gap-2">
        <SubmitButton
          pending={update.isPending}
          label={t('creator.list.save')}
          pendingLabel={t('creator.details.saving')}
          className="btn btn-primary"
        />
        <button type="button" className="btn btn-outline-secondary" onClick={onDone}>
          {t('creator.list.cancelEdit')}
        </button>
      </div>
    </form>
  );
}
