import type { Campaign } from '@streamit/contract';
import { useId, useState } from 'react';
import { FormField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../lib/app-paths';
import { isApiError } from '../../lib/api-client';
import {
  campaignValues,
  checkCampaignValues,
  emptyCampaignValues,
  toCampaignBody,
  toCampaignUpdate,
  type CampaignFormErrors,
  type CampaignFormValues,
} from './campaign-form-values';
import { CampaignActivityPicker } from './campaign-activity-picker';
import { useSaveCampaign, type CampaignSave } from './partner-campaigns.queries';

/** Props of CampaignForm: a new campaign for `partnerId`, or `campaign` to edit. */
export interface CampaignFormProps {
  partnerId: string;
  partnerName: string;
  campaign?: Campaign | undefined;
  onDone: () => void;
}

type Field = 'title' | 'startsAt' | 'endsAt' | 'bonusPoints' | 'budgetPoints';

function useCampaignSubmit(props: CampaignFormProps, initial: CampaignFormValues) {
  const save = useSaveCampaign();
  const [errors, setErrors] = useState<CampaignFormErrors & { nothing?: string }>({});
  const submit = (values: CampaignFormValues) => {
    const found = checkCampaignValues(values, !props.campaign);
    const update = props.campaign ? toCampaignUpdate(values, initial) : null;
    const nothing = update !== null && Object.keys(update).length === 0;
    setErrors(nothing ? { ...found, nothing: 'nothing' } : found);
    if (Object.keys(found).length > 0 || nothing) return;
    const request: CampaignSave = props.campaign
      ? { kind: 'update', campaignId: props.campaign.id, body: update ?? {} }
      : { kind: 'create', partnerId: props.partnerId, body: toCampaignBody(values) };
    save.mutate(request, { onSuccess: props.onDone });
  };
  return { save, errors, submit };
}

/** Props of the form's fields: the values, their setter and the message of each wrong one. */
interface CampaignFieldsProps {
  id: string;
  editing: boolean;
  values: CampaignFormValues;
  errors: CampaignFormErrors;
  onChange: (values: CampaignFormValues) => void;
}

function CampaignFields({ id, editing, values, errors, onChange }: CampaignFieldsProps) {
  const { t } = useTranslation();
  const message = (key?: string) =>
    key ? t(`partners.campaigns.errors.${key}` as TranslationKey) : undefined;
  const label = (key: string) => t(`partners.campaigns.fields.${key}` as TranslationKey);
  const field = (name: Field, type: string, wide = false) => (
    <FormField
      id={`${id}-${name}`}
      label={label(name === 'budgetPoints' && editing ? 'topUp' : name)}
      className={wide ? 'mb-3' : 'col-sm-6 mb-3'}
      errorText={name === 'startsAt' ? undefined : message(errors[name])}
    >
      {(aria) => (
        <input
          id={`${id}-${name}`}
          type={type}
          className="form-control"
          dir={type === 'text' ? 'auto' : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 1 : undefined}
          value={values[name]}
          onChange={(event) => {
            onChange({ ...values, [name]: event.target.value });
          }}
          {...aria}
        />
      )}
    </FormField>
  );
  return (
    <>
      {field('title', 'text', true)}
      <CampaignActivityPicker
        id={`${id}-activities`}
        chosen={values.activityIds}
        error={message(errors.activities)}
        onChange={(activityIds) => {
          onChange({ ...values, activityIds });
        }}
      />
      <div className="row g-2">
        {field('startsAt', 'datetime-local')}
        {field('endsAt', 'datetime-local')}
        {field('bonusPoints', 'number')}
        {field('budgetPoints', 'number')}
      </div>
    </>
  );
}

/** Create or edit a sponsored campaign: title, activities, window, bonus per completion and budget (or top-up). */
export function CampaignForm(props: CampaignFormProps) {
  const { t } = useTranslation();
  const id = useId();
  const [initial] = useState(() => (props.campaign ? campaignValues(props.campaign) : emptyCampaignValues()));
  const [values, setValues] = useState(initial);
  const { save, errors, submit } = useCampaignSubmit(props, initial);
  const heading = props.campaign
    ? t('partners.campaigns.editTitle', { title: props.campaign.title })
    : t('partners.campaigns.newTitle', { name: props.partnerName });
  const failure = errors.nothing
    ? t('partners.campaigns.errors.nothing')
    : isApiError(save.error)
      ? save.error.message
      : null;
  return (
    <form
      aria-label={heading}
      noValidate
      className="card card-body mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit(values);
      }}
    >
      <h3 className="h6">{heading}</h3>
      <CampaignFields
        id={id}
        editing={Boolean(props.campaign)}
        values={values}
        errors={errors}
        onChange={setValues}
      />
      {failure ? (
        <p role="alert" className="text-danger small">
          {failure}
        </p>
      ) : null}
      <div className="d-flex flex-wrap gap-2">
        <button type="submit" className="btn btn-primary" disabled={save.isPending}>
          {props.campaign ? t('partners.campaigns.save') : t('partners.campaigns.create')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={props.onDone}>
          {t('partners.campaigns.close')}
        </button>
      </div>
    </form>
  );
}
