import {
  CAMPAIGN_ACTIONS,
  canMoveCampaign,
  type Campaign,
  type CampaignAction,
  type Partner,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { formatDateTime, formatNumber } from '../../lib/format-locale';
import { getCurrentLanguage } from '../../i18n/i18n';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { CampaignForm } from './campaign-form';
import { useDecideProposal, useMoveCampaign, usePartnerCampaigns } from './partner-campaigns.queries';
import { ReasonedActions } from './reasoned-actions';

function CampaignMoves({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const move = useMoveCampaign();
  const title = campaign.title;
  const actions = CAMPAIGN_ACTIONS.filter((action) => canMoveCampaign(campaign.status, action)).map(
    (action) => ({
      key: action,
      label: t(`partners.campaigns.actions.${action}`, { title }),
      className: action === 'end' ? 'btn btn-outline-danger btn-sm' : undefined,
    }),
  );
  if (actions.length === 0) return null;
  return (
    <ReasonedActions
      id={`campaign-${campaign.id}`}
      name={title}
      pending={move.isPending}
      error={move.error}
      actions={actions}
      onAct={(action, reason) => {
        move.mutate({ id: campaign.id, action: action as CampaignAction, reason });
      }}
    />
  );
}

/** A partner's proposal: staff approve it (funded from the reward pool) or reject it with a reason. */
function ProposalDecision({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const decide = useDecideProposal();
  const title = campaign.title;
  const actions = [
    { key: 'approve', label: t('partners.campaigns.actions.approve', { title }), reasonOptional: true },
    {
      key: 'reject',
      label: t('partners.campaigns.actions.reject', { title }),
      className: 'btn btn-outline-danger btn-sm',
    },
  ];
  return (
    <ReasonedActions
      id={`proposal-${campaign.id}`}
      name={title}
      pending={decide.isPending}
      error={decide.error}
      actions={actions}
      onAct={(action, reason) => {
        decide.mutate({ id: campaign.id, approve: action === 'approve', reason });
      }}
    />
  );
}

const EDITABLE = new Set<Campaign['status']>(['ACTIVE', 'PAUSED']);

function CampaignRow({ campaign, onEdit }: { campaign: Campaign; onEdit: () => void }) {
  const { t } = useTranslation();
  const language = getCurrentLanguage();
  const when = (iso: string) => formatDateTime(iso, language);
  const count = (n: number) => formatNumber(n, language);
  return (
    <tr>
      <th scope="row" dir="auto" className="text-break">
        {campaign.title}
      </th>
      <td>{t(`partners.campaignStatuses.${campaign.status}`)}</td>
      <td>{t('partners.portal.window', { start: when(campaign.startsAt), end: when(campaign.endsAt) })}</td>
      <td>{count(campaign.bonusPoints)}</td>
      <td>{`${count(campaign.budgetLeft)} / ${count(campaign.budgetPoints)}`}</td>
      <td>{count(campaign.completions)}</td>
      <td>
        <div className="d-grid gap-2">
          {!EDITABLE.has(campaign.status) ? null : (
            <button type="button" className="btn btn-outline-primary btn-sm text-wrap" onClick={onEdit}>
              {t('partners.campaigns.edit', { title: campaign.title })}
            </button>
          )}
          {campaign.status === 'PROPOSED' ? (
            <ProposalDecision campaign={campaign} />
          ) : (
            <CampaignMoves campaign={campaign} />
          )}
        </div>
      </td>
    </tr>
  );
}

type Editing = { kind: 'none' } | { kind: 'new' } | { kind: 'edit'; campaign: Campaign };

function CampaignTable({ campaigns, onEdit }: { campaigns: Campaign[]; onEdit: (c: Campaign) => void }) {
  const { t } = useTranslation();
  if (campaigns.length === 0) return <p>{t('partners.campaigns.none')}</p>;
  const heads = ['title', 'status', 'window', 'bonus', 'budgetLeft', 'completions', 'actions'] as const;
  return (
    <DataTable
      caption={t('partners.campaigns.caption')}
      regionLabel={t('partners.campaigns.caption')}
      roomy
      heads={heads.map((head) => t(`partners.campaigns.heads.${head}`))}
    >
      {campaigns.map((campaign) => (
        <CampaignRow
          key={campaign.id}
          campaign={campaign}
          onEdit={() => {
            onEdit(campaign);
          }}
        />
      ))}
    </DataTable>
  );
}

/** A partner's sponsored campaigns for staff with canManagePoints: create, edit, pause, resume, end, decide proposals. */
export function PartnerCampaignsPanel({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const campaigns = usePartnerCampaigns(partner.id);
  const [editing, setEditing] = useState<Editing>({ kind: 'none' });
  const close = () => {
    setEditing({ kind: 'none' });
  };
  return (
    <section aria-labelledby={`campaigns-${partner.id}`} className="mt-4">
      <h2 id={`campaigns-${partner.id}`} className="h5" dir="auto">
        {t('partners.campaigns.title', { name: partner.name })}
      </h2>
      {editing.kind === 'none' && partner.status === 'ACTIVE' ? (
        <button
          type="button"
          className="btn btn-primary btn-sm mb-3"
          onClick={() => {
            setEditing({ kind: 'new' });
          }}
        >
          {t('partners.campaigns.new')}
        </button>
      ) : null}
      {editing.kind === 'none' ? null : (
        <CampaignForm
          key={editing.kind === 'edit' ? editing.campaign.id : 'new'}
          partnerId={partner.id}
          partnerName={partner.name}
          campaign={editing.kind === 'edit' ? editing.campaign : undefined}
          onDone={close}
        />
      )}
      <QueryState query={campaigns}>
        {(data) => (
          <CampaignTable
            campaigns={data.items}
            onEdit={(campaign) => {
              setEditing({ kind: 'edit', campaign });
            }}
          />
        )}
      </QueryState>
    </section>
  );
}
