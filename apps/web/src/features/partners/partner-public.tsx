import type { PublicCampaign, PublicPartner } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { BreadcrumbBannerView } from '../../components/layout/breadcrumb-banner';
import { PageTitle } from '../../components/page-title';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { formatDate } from '../../lib/format-locale';
import { usePublicPartner } from './partners.queries';

function CampaignCard({ campaign }: { campaign: PublicCampaign }) {
  const { t, i18n } = useTranslation();
  const day = (iso: string) => formatDate(iso, i18n.language);
  const running = campaign.status === 'ACTIVE';
  return (
    <li className="card card-body mb-3">
      <h3 className="h6 mb-1" dir="auto">
        {campaign.title}
      </h3>
      <p className="small mb-2">
        {t('partners.portal.window', { start: day(campaign.startsAt), end: day(campaign.endsAt) })}
        {' · '}
        {t(`partners.campaignStatuses.${campaign.status}`)}
        {running ? (
          <>
            {' · '}
            {campaign.budgetUsedUp
              ? t('browse.sponsor.usedUp')
              : t('browse.sponsor.bonus', { count: campaign.bonusPoints })}
          </>
        ) : null}
      </p>
      {campaign.activities.length > 0 ? (
        <ul className="mb-0">
          {campaign.activities.map((activity) => (
            <li key={activity.id}>
              <Link to="/activities/$activityId" params={{ activityId: activity.slug }}>
                <bdi>{activity.title}</bdi>
              </Link>
            </li>
          ))}
        </ul>
      ) : null}
    </li>
  );
}

function PartnerBody({ partner }: { partner: PublicPartner }) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={partner.name} />
      <BreadcrumbBannerView name={partner.name} />
      <div className="page-container py-5">
        <p className="d-flex flex-wrap align-items-center gap-2">
          {partner.logoUrl ? (
            <img src={partner.logoUrl} alt="" width={48} height={48} className="rounded" />
          ) : null}
          <span>{t(`partners.kinds.${partner.kind}`)}</span>
          <a
            href={partner.website}
            rel="noreferrer noopener"
            target="_blank"
            dir="ltr"
            className="text-break"
          >
            {partner.website}
          </a>
        </p>
        <h2 className="h5 mt-4">{t('partners.public.campaigns')}</h2>
        {partner.campaigns.length === 0 ? (
          <p>{t('partners.public.noCampaigns')}</p>
        ) : (
          <ul className="list-unstyled">
            {partner.campaigns.map((campaign) => (
              <CampaignCard key={campaign.id} campaign={campaign} />
            ))}
          </ul>
        )}
      </div>
    </>
  );
}

/** Route /partners/$partnerId: an active partner's public page and its campaigns. */
export function PartnerPublic({ partnerId }: { partnerId: string }) {
  const { t } = useTranslation();
  const partner = usePublicPartner(partnerId);
  if (partner.data) return <PartnerBody partner={partner.data} />;
  const missing = isApiError(partner.error) && partner.error.status === 404;
  return (
    <>
      <PageTitle title={t('partners.public.title')} />
      <BreadcrumbBannerView name={t('partners.public.title')} />
      <div className="page-container py-5">
        {partner.isPending ? (
          <p role="status">{t('partners.public.loading')}</p>
        ) : (
          <EmptyState
            title={missing ? t('partners.public.missing') : t('partners.public.failed')}
            body={t('partners.public.missingBody')}
            headingLevel={2}
          />
        )}
      </div>
    </>
  );
}
