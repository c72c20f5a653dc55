import type { AdminUser, MemberUser } from '@streamit/contract';
import { useTranslation } from '../../../i18n/use-translation';
import { getMemberDisplayName } from '../../../lib/member-display';
import { AVATAR_MENU_LINKS, buildUserMenuLinks } from '../../../lib/navigation';
import { buildAdminHeaderLinks } from '../../../routes/admin-screens';
import { DisclosureMenu } from '../../disclosure-menu';
import { Icon } from '../../icon';
import { MemberAvatar } from '../../member-avatar';
import { RoleBadge, TierBadge } from '../../role-badge';
import { NavLinkItem } from './nav-link-item';

const ITEM_CLASS = 'dropdown-item';

function LogoutItem({ label, onLogout }: { label: string; onLogout: () => void }) {
  return (
    <li>
      <button type="button" className="dropdown-item si-logout" onClick={onLogout}>
        <Icon name="logout" className="me-2" />
        {label}
      </button>
    </li>
  );
}

/** Props of the member menus. */
export interface MemberMenuProps {
  member: MemberUser;
  onLogout: () => void;
}

/** The user menu (spec §2): dashboard, points, wallet, Creator Studio, Admin Portal, Logout. */
export function UserMenu({ member, onLogout }: MemberMenuProps) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu id="user-menu" label={t('nav.userMenu')} align="end">
      {(close) => (
        <>
          {buildUserMenuLinks(member).map((link) => (
            <NavLinkItem key={link.id} link={link} className={ITEM_CLASS} onNavigate={close} />
          ))}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <LogoutItem label={t('nav.logout')} onLogout={onLogout} />
        </>
      )}
    </DisclosureMenu>
  );
}

/** The avatar menu (spec §2): the display name (else first name, else 'Guest'), My Account and Logout. */
export function AvatarMenu({ member, onLogout }: MemberMenuProps) {
  const { t } = useTranslation();
  const name = getMemberDisplayName(member) ?? t('nav.guestName');
  return (
    <DisclosureMenu
      id="avatar-menu"
      label={<MemberAvatar user={member} />}
      buttonLabel={t('nav.avatarMenuLabel', { name })}
      buttonClassName="btn btn-avatar si-disclosure__button"
      align="end"
    >
      {(close) => (
        <>
          <li className="dropdown-header si-menu-identity">
            <span className="fw-semibold text-body" dir="auto" data-testid="avatar-menu-name">
              {name}
            </span>
            <TierBadge tier={member.tier} />
          </li>
          {AVATAR_MENU_LINKS.map((link) => (
            <NavLinkItem key={link.id} link={link} className={ITEM_CLASS} onNavigate={close} />
          ))}
          <LogoutItem label={t('nav.logout')} onLogout={onLogout} />
        </>
      )}
    </DisclosureMenu>
  );
}

/** The admin menu (spec §2): items by permission, View Site in a new tab, and Admin Logout. */
export function AdminMenu({ admin, onLogout }: { admin: AdminUser; onLogout: () => void }) {
  const { t } = useTranslation();
  return (
    <DisclosureMenu id="admin-menu" label={t('nav.adminMenu')} align="end">
      {(close) => (
        <>
          <li className="dropdown-header si-menu-identity">
            <span className="fw-semibold text-body" dir="auto">
              {admin.name}
            </span>
            <RoleBadge role={admin.role} />
          </li>
          {buildAdminHeaderLinks(admin).map((link) => (
            <NavLinkItem key={link.id} link={link} className={ITEM_CLASS} onNavigate={close} />
          ))}
          <li>
            <hr className="dropdown-divider" />
          </li>
          <LogoutItem label={t('nav.adminLogout')} onLogout={onLogout} />
        </>
      )}
    </DisclosureMenu>
  );
}
