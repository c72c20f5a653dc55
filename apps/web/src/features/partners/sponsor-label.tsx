import type { Sponsorship } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { useSponsorship } from './partners.queries';

/** The partner's name (and logo) linking to its public page, and the bonus or that it is used up. */
export function SponsorNote({ sponsorship }: { sponsorship: Sponsorship }) {
  const { t } = useTranslation();
  const partner = (
    <Link to="/partners/$partnerId" params={{ partnerId: sponsorship.partnerId }} className="fw-semibold">
      <bdi>{sponsorship.partnerName}</bdi>
    </Link>
  );
  return (
    <p className="sponsor-label small mb-0 d-flex flex-wrap align-items-center gap-1">
      {sponsorship.logoUrl ? (
        <img src={sponsorship.logoUrl} alt="" width={24} height={24} className="rounded" loading="lazy" />
      ) : null}
      <span>
        {t('partners.sponsor.presentedBy')} {partner}
      </span>{' '}
      <span className={sponsorship.budgetUsedUp ? 'text-body-secondary' : 'text-success'}>
        {sponsorship.budgetUsedUp
          ? t('partners.sponsor.usedUp')
          : t('partners.sponsor.bonus', { count: sponsorship.bonusPoints })}
      </span>
    </p>
  );
}

/** "Presented by" on an activity's page while a running campaign sponsors it; nothing otherwise. */
export function SponsorLabel({ activityId }: { activityId: string }) {
  const sponsorship = useSponsorship(activityId);
  return sponsorship.data ? <SponsorNote sponsorship={sponsorship.data} /> : null;
}
