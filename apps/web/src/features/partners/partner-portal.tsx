import type { Campaign, PartnerPortal as Portal } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useSession } from '../../lib/use-session';
import { PartnerCampaignProposal } from './partner-campaign-proposal';
import { PartnerPeople } from './partner-people';
import { PartnerPortalDays } from './partner-portal-days';
import { PartnerWebhooks } from './partner-webhooks';
import { usePartnerPortal } from './partners.queries';

function useDay() {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  const number = new Intl.NumberFormat(i18n.language);
  return { day: (iso: string) => format.format(new Date(iso)), count: (n: number) => number.format(n) };
}

/** The status, with what happens next: a proposal waits for review, an approved one may start later. */
function CampaignStatus({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { day } = useDay();
  // The time the row first showed: the label changes once, at the start, and a reload shows it running.
  const [now] = useState(() => Date.now());
  const upcoming = campaign.status === 'ACTIVE' && Date.parse(campaign.startsAt) > now;
  return (
    <td>
      {upcoming
        ? t('partnerPortal.scheduled', { date: day(campaign.startsAt) })
        : t(`partners.campaignStatuses.${campaign.status}`)}
      {/* The spaces keep the status and its note apart for screen readers and copied text. */}
      {campaign.status === 'PROPOSED' ? (
        <span className="d-block small"> {t('partnerPortal.waiting')}</span>
      ) : null}
      {campaign.decisionReason ? (
        <span className="d-block small" dir="auto">
          {' '}
          {t('partners.reason', { reason: campaign.decisionReason })}
        </span>
      ) : null}
    </td>
  );
}

function CampaignRow({ campaign }: { campaign: Campaign }) {
  const { t } = useTranslation();
  const { day, count } = useDay();
  // A proposal (or a rejected one) has no budget yet: the points asked for, not "0 / asked".
  const asked = campaign.status === 'PROPOSED' || campaign.status === 'REJECTED';
  return (
    <tr>
      <th scope="row" dir="auto">
        {campaign.title}
      </th>
      <CampaignStatus campaign={campaign} />
      <td>{t('partners.portal.window', { start: day(campaign.startsAt), end: day(campaign.endsAt) })}</td>
      <td>{count(campaign.reach)}</td>
      <td>{count(campaign.completions)}</td>
      <td>{count(campaign.bonusPaid)}</td>
      <td>
        {asked
          ? t('partnerPortal.asked', { budget: count(campaign.budgetPoints) })
          : `${count(campaign.budgetLeft)} / ${count(campaign.budgetPoints)}`}
      </td>
    </tr>
  );
}

function CampaignTable({ campaigns }: { campaigns: Campaign[] }) {
  const { t } = useTranslation();
  if (campaigns.length === 0) return <p>{t('partners.portal.noCampaigns')}</p>;
  const heads = ['title', 'status', 'window', 'reach', 'completions', 'bonusPaid', 'budgetLeft'] as const;
  return (
    <div className="table-responsive" role="region" aria-label={t('partners.portal.caption')} tabIndex={0}>
      <table className="table align-middle">
        <caption className="visually-hidden">{t('partners.portal.caption')}</caption>
        <thead>
          <tr>
            {heads.map((head) => (
              <th scope="col" key={head}>
                {t(`partners.portal.heads.${head}`)}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {campaigns.map((campaign) => (
            <CampaignRow key={campaign.id} campaign={campaign} />
          ))}
        </tbody>
      </table>
    </div>
  );
}

function PortalBody({ portal }: { portal: Portal }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const { partner } = portal;
  const owner = member?.id === partner.ownerUserId;
  return (
    <>
      <h2 className="h4" dir="auto">
        {partner.name}
      </h2>
      <p>
        {t('partners.portal.status', { status: t(`partners.statuses.${partner.status}`) })}
        {partner.statusReason ? ` · ${t('partners.reason', { reason: partner.statusReason })}` : null}
      </p>
      <h2 className="h5 mt-4">{t('partners.portal.campaigns')}</h2>
      <CampaignTable campaigns={portal.campaigns} />
      <p className="small text-body-secondary">{t('partners.portal.privacy')}</p>
      {owner && partner.status === 'ACTIVE' ? <PartnerCampaignProposal /> : null}
      <PartnerPortalDays />
      {owner ? <PartnerPeople /> : null}
      {owner ? <PartnerWebhooks /> : null}
    </>
  );
}

/** Route /partner: the owner's partner, its campaigns and their counts. */
export function PartnerPortal() {
  const { t } = useTranslation();
  const portal = usePartnerPortal();
  if (portal.isPending) return <p role="status">{t('partners.portal.loading')}</p>;
  if (portal.error && isApiError(portal.error) && portal.error.status === 403)
    return (
      <p>
        {t('partners.portal.notPartner')}{' '}
        <Link to="/partners/apply" className="fw-semibold">
          {t('partners.apply.title')}
        </Link>
      </p>
    );
  if (!portal.data) return <p role="alert">{t('partners.portal.failed')}</p>;
  return <PortalBody portal={portal.data} />;
}
