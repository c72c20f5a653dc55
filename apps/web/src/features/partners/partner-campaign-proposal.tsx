import { FormActions } from '../../components/form-actions';
import type { Campaign } from '@streamit/contract';
import { useEffect, useId, useRef, useState } from 'react';
import { CampaignFields } from '../../components/campaign/campaign-fields';
import {
  checkCampaignValues,
  emptyCampaignValues,
  toCampaignBody,
  type CampaignFormErrors,
} from '../../components/campaign/campaign-form-values';
import { FormAlert } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useProposeCampaign } from './propose-campaign.queries';

/** The proposal form: the staff campaign form's fields, sent to POST /partner/campaigns. */
function ProposalForm({ onSent, onCancel }: { onSent: (sent: Campaign) => void; onCancel: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const propose = useProposeCampaign();
  const [values, setValues] = useState(() => emptyCampaignValues());
  const [errors, setErrors] = useState<CampaignFormErrors>({});
  const failure = propose.error && isApiError(propose.error) ? propose.error.message : null;
  return (
    <form
      aria-label={t('partnerPortal.propose.formLabel')}
      noValidate
      className="card card-body mb-3"
      onSubmit={(event) => {
        event.preventDefault();
        const found = checkCampaignValues(values, true);
        setErrors(found);
        if (Object.keys(found).length === 0) propose.mutate(toCampaignBody(values), { onSuccess: onSent });
      }}
    >
      <FormAlert message={failure} />
      <CampaignFields
        id={id}
        values={values}
        errors={errors}
        onChange={setValues}
        budgetLabel={t('partnerPortal.propose.budget')}
        budgetHint={t('partnerPortal.propose.budgetHint')}
      />
      <FormActions
        pending={propose.isPending}
        label={t('partnerPortal.propose.submit')}
        pendingLabel={t('partnerPortal.propose.sending')}
        cancelLabel={t('partnerPortal.propose.cancel')}
        onCancel={onCancel}
      />
    </form>
  );
}

/**
 * The owner's "Propose a campaign": what happens to a proposal (review, then funding from the reward pool on
 * approval, as the server does), the form, and once sent a note pointing at its row in the campaigns table.
 */
export function PartnerCampaignProposal() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const [sent, setSent] = useState<string | null>(null);
  const note = useRef<HTMLParagraphElement>(null);
  useEffect(() => {
    if (sent) note.current?.focus();
  }, [sent]);
  return (
    <section aria-labelledby="partner-propose-title" className="mt-4">
      <h2 id="partner-propose-title" className="h5">
        {t('partnerPortal.propose.title')}
      </h2>
      <p>{t('partnerPortal.propose.lead')}</p>
      {sent ? (
        <p ref={note} role="status" tabIndex={-1} className="alert alert-success">
          {t('partnerPortal.propose.sent', { title: sent })}
        </p>
      ) : null}
      {open ? (
        <ProposalForm
          onSent={(campaign) => {
            setOpen(false);
            setSent(campaign.title);
          }}
          onCancel={() => {
            setOpen(false);
          }}
        />
      ) : (
        <button
          type="button"
          className="btn btn-outline-primary"
          onClick={() => {
            setSent(null);
            setOpen(true);
          }}
        >
          {t('partnerPortal.propose.open')}
        </button>
      )}
    </section>
  );
}
