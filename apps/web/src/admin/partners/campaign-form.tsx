import type { Campaign } from '@streamit/contract';
import { useId, useState } from 'react';
import { CampaignFields } from '../../components/campaign/campaign-fields';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import {
  campaignValues,
  checkCampaignValues,
  emptyCampaignValues,
  toCampaignBody,
  toCampaignUpdate,
  type CampaignFormErrors,
  type CampaignFormValues,
} from '../../components/campaign/campaign-form-values';
import { useSaveCampaign, type CampaignSave } from './partner-campaigns.queries';

/** Props of CampaignForm: a new campaign for `partnerId`, or `campaign` to edit. */
export interface CampaignFormProps {
  partnerId: string;
  partnerName: string;
  campaign?: Campaign | undefined;
  onDone: () => void;
}

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
        budgetLabel={t(`partners.campaigns.fields.${props.campaign ? 'topUp' : 'budgetPoints'}`)}
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
