import type { CardSponsor } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';

// Shared by the activity card (browse) and the activity's page (partners), without the partners' queries:
// cards render it on the home page, whose chunk stays small (decision 032). Its strings are the shell's
// (browse.sponsor) for the same reason.

/**
 * The partner's name (and logo) linking to its public page, and the bonus or that it is used up: on an
 * activity's page and on its card.
 */
export function SponsorNote({ sponsorship }: { sponsorship: CardSponsor }) {
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
        {t('browse.sponsor.presentedBy')} {partner}
      </span>{' '}
      <span className={sponsorship.budgetUsedUp ? 'text-body-secondary' : 'text-success'}>
        {sponsorship.budgetUsedUp
          ? t('browse.sponsor.usedUp')
          : t('browse.sponsor.bonus', { count: sponsorship.bonusPoints })}
      </span>
    </p>
  );
}
