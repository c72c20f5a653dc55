import type { AdminPermission, AdminRole } from '@streamit/contract';
import { lazyRouteComponent, type AsyncRouteComponent } from '@tanstack/react-router';
import { withPageStrings } from '../i18n/page-strings';
import type { IconName } from '../components/icon';
import type { TranslationKey } from '../lib/app-paths';

/**
 * Who may open a screen, in the contract's words (the `StaffAccess` of its endpoints, decision 006): the
 * flag it needs, the roles it allows, or any signed-in staff member.
 */
export type AdminScreenAccess =
  { permission: AdminPermission } | { roles: readonly AdminRole[] } | { anyStaff: true };

/** One screen of the admin area: its address, menu entry, header, who may open it and its lazy page. */
export interface AdminScreenDefinition {
  /** The menu link's id (`data-nav-id`). */
  id: string;
  path: `/admin/${string}`;
  /** The menu label; `null` keeps the screen out of the menu (a member's page is reached from the list). */
  labelKey: TranslationKey | null;
  icon: IconName;
  titleKey: TranslationKey;
  summaryKey: TranslationKey;
  access: AdminScreenAccess;
  page: AsyncRouteComponent<unknown>;
  validateSearch?: (search: Record<string, unknown>) => object;
  /** Also a shortcut in the site header's admin menu (spec §2 lists four screens there). */
  inHeaderMenu?: true;
}

/** A screen's page as its own chunk, loaded with the page strings: only a screen someone opens is downloaded. */
export const lazyAdminPage = (load: () => Promise<Record<string, unknown>>, name: string) =>
  lazyRouteComponent(() => withPageStrings(load()), name);
