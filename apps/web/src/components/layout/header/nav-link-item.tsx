import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import type { NavLink } from '../../../lib/navigation';
import { Icon, type IconName } from '../../icon';

/** Props of NavLinkItem. */
export interface NavLinkItemProps {
  link: NavLink;
  className: string;
  /** Called after the link is followed (closes a menu or the drawer). */
  onNavigate?: () => void;
  /** Shown before the label. */
  icon?: IconName;
}

/** One navigation link as a list item; a new-tab link says so and cannot reach back to this page. */
export function NavLinkItem({ link, className, onNavigate, icon }: NavLinkItemProps) {
  const { t } = useTranslation();
  return (
    <li>
      {link.newTab ? (
        <a
          href={link.to}
          className={className}
          target="_blank"
          rel="noopener noreferrer"
          onClick={onNavigate}
        >
          {icon ? <Icon name={icon} className="me-2" /> : null}
          <span className="nav-label">{t(link.labelKey)}</span>
          <Icon name="external" className="ms-2 small" />
          <span className="visually-hidden nav-label"> ({t('common.opensInNewTab')})</span>
        </a>
      ) : (
        <Link
          to={link.to}
          hash={link.hash}
          className={className}
          activeOptions={{ exact: true, includeSearch: false }}
          onClick={onNavigate}
          data-nav-id={link.id}
        >
          {icon ? <Icon name={icon} className="me-2" /> : null}
          <span className="nav-label">{t(link.labelKey)}</span>
        </Link>
      )}
    </li>
  );
}
