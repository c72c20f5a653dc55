import type { ContentCategory, CreatorActivity } from '@streamit/contract';
import { useMemo } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from '../../i18n/use-translation';
import { FormAlert, SubmitButton } from '../../components/form-field';
import { isApiError } from '../../lib/api-client';
import { zodResolver } from '../../lib/zod-resolver';
import { useCreateActivity } from './create-activity.queries';
import { DetailsFields } from './details-fields';
import {
  detailsFormSchema,
  detailsFromActivity,
  detailsToBody,
  EMPTY_DETAILS,
  type DetailsFormValues,
} from './details-form';
import { useUpdateActivity } from './update-activity.queries';

/** Props of DetailsStep. */
export interface DetailsStepProps {
  categories: readonly ContentCategory[];
  /** The draft when the creator came back to this step; a new draft is created otherwise. */
  activity: CreatorActivity | undefined;
  onSaved: (activityId: string) => void;
}

function useSaveDetails(activity: CreatorActivity | undefined, onSaved: (id: string) => void) {
  const create = useCreateActivity();
  const update = useUpdateActivity();
  const save = async (values: DetailsFormValues) => {
    const body = detailsToBody(values);
    const saved = activity
      ? await update.mutateAsync({ id: activity.id, body })
      : await create.mutateAsync({ ...body, type: 'VIDEO' });
    onSaved(saved.id);
  };
  const error = create.error ?? update.error;
  return { save, error, pending: create.isPending || update.isPending };
}

/** Step 1: the video's details; saving creates the draft the upload belongs to. */
export function DetailsStep({ categories, activity, onSaved }: DetailsStepProps) {
  const { t } = useTranslation();
  const resolver = useMemo(() => zodResolver(detailsFormSchema()), []);
  const { register, handleSubmit, formState } = useForm<DetailsFormValues>({
    resolver,
    defaultValues: activity ? detailsFromActivity(activity) : EMPTY_DETAILS,
  });
  const { save, error, pending } = useSaveDetails(activity, onSaved);
  const message = error ? (isApiError(error) ? error.message : t('creator.errors.generic')) : null;
  return (
    <form
      noValidate
      onSubmit={(event) => void handleSubmit((values) => save(values).catch(() => undefined))(event)}
    >
      <FormAlert message={message} />
      <DetailsFields
        idPrefix="wizard"
        register={register}
        errors={formState.errors}
        categories={categories}
      />
      <SubmitButton
        pending={pending}
        label={t('creator.details.saveAndContinue')}
        pendingLabel={t('creator.details.saving')}
        className="btn btn-primary"
      />
    </form>
  );
}
