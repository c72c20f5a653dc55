import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../../i18n/use-translation';
import { GUEST_LINKS } from '../../../lib/navigation';
import type { Session } from '../../../lib/session';
import { AdminMenu, AvatarMenu, UserMenu } from './account-menus';

// Sign Up is the call to action; Login and Admin stay quiet.
const GUEST_LINK_CLASSES: Readonly<Record<string, string>> = {
  login: 'btn btn-link text-body text-decoration-none',
  'sign-up': 'btn btn-primary px-3',
  'admin-login': 'btn btn-outline-secondary',
};

/** The guest's Login, Sign Up and Admin links (spec §6), as buttons. */
export function GuestLinks({ className, onNavigate }: { className: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  return (
    <ul className={className} aria-label={t('nav.accountLabel')}>
      {GUEST_LINKS.map((link) => (
        <li key={link.id}>
          <Link to={link.to} className={GUEST_LINK_CLASSES[link.id] ?? 'btn btn-link'} onClick={onNavigate}>
            {t(link.labelKey)}
          </Link>
        </li>
      ))}
    </ul>
  );
}

/** Props of AccountArea. */
export interface AccountAreaProps {
  session: Session;
  onMemberLogout: () => void;
  onAdminLogout: () => void;
}

/** The bar's account corner: the admin menu in admin mode, the member's menus, or a guest's links. */
export function AccountArea({ session, onMemberLogout, onAdminLogout }: AccountAreaProps) {
  if (session.admin) return <AdminMenu admin={session.admin} onLogout={onAdminLogout} />;
  if (session.member) {
    return (
      <>
        <UserMenu member={session.member} onLogout={onMemberLogout} />
        <AvatarMenu member={session.member} onLogout={onMemberLogout} />
      </>
    );
  }
  return <GuestLinks className="list-unstyled d-flex align-items-center gap-2 mb-0" />;
}
