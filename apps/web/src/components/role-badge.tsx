import type { AdminRole, Tier } from '@streamit/contract';
import { useTranslation } from '../i18n/use-translation';
import { ADMIN_ROLE_BADGES } from '../lib/roles';
import { TIER_BADGES } from '../lib/tiers';
import { Icon } from './icon';

/** The 'ADMIN MODE' badge (spec §2): the role's icon and colour, with the role named for everyone. */
export function AdminModeBadge({ role }: { role: AdminRole }) {
  const { t } = useTranslation();
  const badge = ADMIN_ROLE_BADGES[role];
  return (
    <span
      className="si-badge si-admin-mode-badge"
      style={{ backgroundColor: badge.colour }}
      data-role={role}
      title={t(badge.labelKey)}
    >
      <Icon name={badge.icon} />
      <span>{t('roles.adminMode')}</span>
      <span className="visually-hidden">: {t(badge.labelKey)}</span>
    </span>
  );
}

/** An admin role as a coloured badge with its icon. */
export function RoleBadge({ role }: { role: AdminRole }) {
  const { t } = useTranslation();
  const badge = ADMIN_ROLE_BADGES[role];
  return (
    <span className="si-badge" style={{ backgroundColor: badge.colour }} data-role={role}>
      <Icon name={badge.icon} />
      <span>{t(badge.labelKey)}</span>
    </span>
  );
}

/** A member tier as a coloured badge. */
export function TierBadge({ tier }: { tier: Tier }) {
  const { t } = useTranslation();
  const badge = TIER_BADGES[tier];
  return (
    <span
      className="si-badge"
      style={{ backgroundColor: badge.colour, color: badge.textColour }}
      data-tier={tier}
    >
      {t(badge.labelKey)}
    </span>
  );
}
