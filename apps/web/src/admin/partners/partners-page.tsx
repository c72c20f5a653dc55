import { canMovePartner, PARTNER_ACTIONS, type Partner, type PartnerAction } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useSession } from '../../lib/use-session';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { PartnerCampaignsPanel } from './partner-campaigns-panel';
import { useChangePartnerStatus, usePartners } from './partners-admin.queries';
import { OrganisationCell } from './organisation-cell';
import { ReasonedActions } from './reasoned-actions';

function Lifecycle({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  const change = useChangePartnerStatus();
  const name = partner.name;
  const actions = PARTNER_ACTIONS.filter((action) => canMovePartner(partner.status, action)).map(
    (action) => ({
      key: action,
      label: t(`partners.admin.actions.${action}`, { name }),
      className: action === 'cancel' ? 'btn btn-outline-danger btn-sm' : undefined,
    }),
  );
  if (actions.length === 0) return null;
  return (
    <ReasonedActions
      id={`partner-${partner.id}`}
      name={name}
      pending={change.isPending}
      error={change.error}
      actions={actions}
      onAct={(action, reason) => {
        change.mutate({ id: partner.id, action: action as PartnerAction, reason });
      }}
    />
  );
}

/** Props of PartnerRow; `onCampaigns` is given only to staff who may manage campaigns (canManagePoints). */
interface PartnerRowProps {
  partner: Partner;
  shown: boolean;
  onCampaigns?: (() => void) | undefined;
}

function PartnerRow({ partner, shown, onCampaigns }: PartnerRowProps) {
  const { t } = useTranslation();
  return (
    <tr>
      <OrganisationCell name={partner.name} website={partner.website} />
      <td>{t(`partners.kinds.${partner.kind}`)}</td>
      <td dir="ltr">{partner.country}</td>
      <td>
        {t(`partners.statuses.${partner.status}`)}
        {partner.statusReason ? (
          <span className="d-block small" dir="auto">
            {t('partners.reason', { reason: partner.statusReason })}
          </span>
        ) : null}
      </td>
      <td>
        <div className="d-grid gap-2">
          <Lifecycle partner={partner} />
          {onCampaigns ? (
            <button
              type="button"
              className="btn btn-outline-primary btn-sm text-wrap text-break"
              aria-expanded={shown}
              onClick={onCampaigns}
            >
              {t('partners.campaigns.open', { name: partner.name })}
            </button>
          ) : null}
        </div>
      </td>
    </tr>
  );
}

/** Route /admin/partners (canManageCreators): every partner, its lifecycle and (canManagePoints) its campaigns. */
export function PartnersPage() {
  const { t } = useTranslation();
  const { admin } = useSession();
  const partners = usePartners();
  const [shownId, setShownId] = useState<string | null>(null);
  const head = (key: string) => t(`partners.admin.heads.${key as 'organisation'}`);
  const campaignsFor = (id: string) =>
    admin?.canManagePoints === true
      ? () => {
          setShownId(shownId === id ? null : id);
        }
      : undefined;
  return (
    <QueryState query={partners}>
      {(data) => {
        if (data.items.length === 0) return <p>{t('partners.admin.empty')}</p>;
        const shown = data.items.find((partner) => partner.id === shownId);
        return (
          <>
            <DataTable
              caption={t('partners.admin.partnersCaption')}
              regionLabel={t('partners.admin.partnersCaption')}
              roomy
              heads={['organisation', 'kind', 'country', 'status', 'actions'].map(head)}
            >
              {data.items.map((partner) => (
                <PartnerRow
                  key={partner.id}
                  partner={partner}
                  shown={partner.id === shownId}
                  onCampaigns={campaignsFor(partner.id)}
                />
              ))}
            </DataTable>
            {shown ? <PartnerCampaignsPanel partner={shown} /> : null}
          </>
        );
      }}
    </QueryState>
  );
}
