import { canMovePartner, PARTNER_ACTIONS, type Partner, type PartnerAction } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { QueryState } from '../ui/query-state';
import { useChangePartnerStatus, usePartners } from './partners-admin.queries';
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

function PartnerRow({ partner }: { partner: Partner }) {
  const { t } = useTranslation();
  return (
    <tr>
      <td>
        <strong className="text-break" dir="auto">
          {partner.name}
        </strong>
        <a
          href={partner.website}
          className="d-block small text-break"
          dir="ltr"
          rel="noreferrer noopener"
          target="_blank"
        >
          {partner.website}
        </a>
      </td>
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
        <Lifecycle partner={partner} />
      </td>
    </tr>
  );
}

/** Route /admin/partners (canManageCreators): every partner and its lifecycle. */
export function PartnersPage() {
  const { t } = useTranslation();
  const partners = usePartners();
  const head = (key: string) => t(`partners.admin.heads.${key as 'organisation'}`);
  return (
    <QueryState query={partners}>
      {(data) =>
        data.items.length === 0 ? (
          <p>{t('partners.admin.empty')}</p>
        ) : (
          <DataTable
            caption={t('partners.admin.partnersCaption')}
            regionLabel={t('partners.admin.partnersCaption')}
            roomy
            heads={['organisation', 'kind', 'country', 'status', 'actions'].map(head)}
          >
            {data.items.map((partner) => (
              <PartnerRow key={partner.id} partner={partner} />
            ))}
          </DataTable>
        )
      }
    </QueryState>
  );
}
