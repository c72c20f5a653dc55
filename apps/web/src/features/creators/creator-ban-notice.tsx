import type { CreatorBanNotice as BanNotice } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';

/** Tells a banned creator, in their creator area, that staff banned them, when and why. */
export function CreatorBanNotice({ ban }: { ban: BanNotice }) {
  const { t, i18n } = useTranslation();
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'long' }).format(new Date(ban.bannedAt));
  return (
    <div className="alert alert-danger" role="alert">
      <h2 className="h5 alert-heading">{t('creators.ban.title')}</h2>
      <p>{t('creators.ban.body', { date })}</p>
      <p className="mb-2" dir="auto">
        {t('creators.ban.reason', { reason: ban.reason })}
      </p>
      <Link to="/contact" className="alert-link">
        {t('creators.ban.contact')}
      </Link>
    </div>
  );
}
