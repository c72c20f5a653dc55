import { Link } from '@tanstack/react-router';
import { useTranslation } from '../i18n/use-translation';
import { Icon, type IconName } from './icon';

/** Props of ComingNextRelease. */
export interface ComingNextReleaseProps {
  icon: IconName;
  /** What this page will be for. */
  lead: string;
  /** What people will find here once it ships. */
  features: readonly string[];
  /** A narrower panel without the navigation buttons, for a side column. */
  compact?: boolean;
}

/** The designed state of a route whose screen arrives with the next release: it says what will be there. */
export function ComingNextRelease({ icon, lead, features, compact = false }: ComingNextReleaseProps) {
  const { t } = useTranslation();
  return (
    <section className={compact ? undefined : 'page-container py-5'} aria-labelledby="next-release-title">
      <div className={compact ? 'next-release next-release--compact' : 'next-release'}>
        <div className="next-release__icon" aria-hidden="true">
          <Icon name={icon} />
        </div>
        <p className="next-release__eyebrow">
          <Icon name="sparkles" className="me-2" />
          {t('upcoming.badge')}
        </p>
        <p className="next-release__lead">{lead}</p>
        <h2 id="next-release-title" className="h6 text-uppercase next-release__list-title">
          {t('upcoming.whatsComing')}
        </h2>
        <ul className="next-release__features">
          {features.map((feature) => (
            <li key={feature}>
              <Icon name="check" className="next-release__check" />
              <span>{feature}</span>
            </li>
          ))}
        </ul>
        {compact ? null : (
          <div className="d-flex flex-wrap gap-2 justify-content-center mt-4">
            <Link to="/" className="btn btn-primary">
              {t('upcoming.browse')}
            </Link>
            <Link to="/coming-soon" className="btn btn-outline-secondary">
              {t('upcoming.roadmap')}
            </Link>
          </div>
        )}
      </div>
    </section>
  );
}
