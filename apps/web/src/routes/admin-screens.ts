import {
  ANALYTICS_PERMISSION,
  CONTACT_MESSAGES_PERMISSION,
  SUPPORT_DESK_PERMISSION,
  type AdminUser,
} from '@streamit/contract';
import { VIEW_SITE_LINK, type NavLink } from '../lib/navigation';
import { readDeskSearch } from '../lib/desk-search';
import { readMembersSearch } from '../lib/member-admin-search';
import {
  lazyAdminPage as page,
  type AdminScreenAccess,
  type AdminScreenDefinition,
} from './admin-screen-definition';
import { SYSTEM_SCREENS } from './admin-system-screens';

export type { AdminScreenAccess, AdminScreenDefinition } from './admin-screen-definition';

/**
 * The admin area's screens, in menu order ("View site" follows them): the routes, the menu and each
 * screen's guard are all read from here, so a new screen is one entry (docs/architecture.md, admin area).
 */
export const ADMIN_SCREENS = [
  {
    id: 'admin-dashboard',
    path: '/admin/dashboard',
    labelKey: 'nav.links.adminDashboard',
    icon: 'dashboard',
    titleKey: 'adminOps.dashboard.title',
    summaryKey: 'adminOps.dashboard.summary',
    access: { anyStaff: true },
    inHeaderMenu: true,
    page: page(() => import('../admin/ops/dashboard-page'), 'DashboardPage'),
  },
  {
    id: 'moderation',
    path: '/admin/moderation',
    labelKey: 'nav.links.moderation',
    icon: 'shieldCheck',
    titleKey: 'moderation.title',
    summaryKey: 'moderation.summary',
    access: { permission: 'canModerateContent' },
    inHeaderMenu: true,
    page: page(() => import('../admin/moderation/moderation-page'), 'ModerationPage'),
  },
  // Staff write quizzes with the Creator Studio's editor; reached from the moderation screen.
  {
    id: 'quiz-new',
    path: '/admin/quizzes/new',
    labelKey: null,
    icon: 'quiz',
    titleKey: 'quizEditor.titleNew',
    summaryKey: 'quizEditor.adminSummary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/moderation/quiz-editor-page'), 'AdminQuizEditorPage'),
  },
  {
    id: 'quiz-edit',
    path: '/admin/quizzes/$quizId',
    labelKey: null,
    icon: 'quiz',
    titleKey: 'quizEditor.titleEdit',
    summaryKey: 'quizEditor.adminSummary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/moderation/quiz-editor-page'), 'AdminQuizEditorPage'),
  },
  // Staff write art stories with the Creator Studio's editor; a second moderator approves them.
  {
    id: 'story-new',
    path: '/admin/stories/new',
    labelKey: null,
    icon: 'brush',
    titleKey: 'stories.editor.titleNew',
    summaryKey: 'stories.editor.adminSummary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/moderation/story-editor-page'), 'AdminStoryEditorPage'),
  },
  {
    id: 'story-edit',
    path: '/admin/stories/$storyId',
    labelKey: null,
    icon: 'brush',
    titleKey: 'stories.editor.titleEdit',
    summaryKey: 'stories.editor.adminSummary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/moderation/story-editor-page'), 'AdminStoryEditorPage'),
  },
  // Staff write games (drafts, pictures, publish); reached from the moderation screen.
  {
    id: 'game-new',
    path: '/admin/games/new',
    labelKey: null,
    icon: 'games',
    titleKey: 'gameEditor.titleNew',
    summaryKey: 'gameEditor.adminSummary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/moderation/game-editor-page'), 'AdminGameEditorPage'),
  },
  {
    id: 'game-edit',
    path: '/admin/games/$gameId',
    labelKey: null,
    icon: 'games',
    titleKey: 'gameEditor.titleEdit',
    summaryKey: 'gameEditor.adminSummary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/moderation/game-editor-page'), 'AdminGameEditorPage'),
  },
  // Curating featured slots is content work, so it sits right after Moderation under the same flag.
  {
    id: 'featured-content',
    path: '/admin/featured-content',
    labelKey: 'moderation.featured.navLabel',
    icon: 'star',
    titleKey: 'moderation.featured.title',
    summaryKey: 'moderation.featured.summary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/featured/featured-page'), 'FeaturedPage'),
  },
  // A category's images are content curation too (the upload endpoint's own flag).
  {
    id: 'categories',
    path: '/admin/categories',
    labelKey: 'moderation.categories.navLabel',
    icon: 'customize',
    titleKey: 'moderation.categories.title',
    summaryKey: 'moderation.categories.summary',
    access: { permission: 'canModerateContent' },
    page: page(() => import('../admin/categories/categories-page'), 'CategoriesPage'),
  },
  {
    id: 'users',
    path: '/admin/users',
    labelKey: 'nav.links.users',
    icon: 'people',
    titleKey: 'memberAdmin.title',
    summaryKey: 'memberAdmin.summary',
    access: { permission: 'canManageUsers' },
    inHeaderMenu: true,
    page: page(() => import('../admin/member-admin/members-page'), 'MembersPage'),
    validateSearch: readMembersSearch,
  },
  {
    id: 'member',
    path: '/admin/users/$userId',
    labelKey: null,
    icon: 'people',
    titleKey: 'memberAdmin.page.title',
    summaryKey: 'memberAdmin.page.summary',
    access: { permission: 'canManageUsers' },
    page: page(() => import('../admin/member-admin/member-page'), 'MemberPage'),
  },
  // The desk works members' tickets, so it follows the users screen under the same flag (decision 033).
  {
    id: 'support',
    path: '/admin/support',
    labelKey: 'supportDesk.navLabel',
    icon: 'chat',
    titleKey: 'supportDesk.title',
    summaryKey: 'supportDesk.summary',
    access: { permission: SUPPORT_DESK_PERMISSION },
    page: page(() => import('../admin/support/support-desk-page'), 'SupportDeskPage'),
    validateSearch: readDeskSearch,
  },
  // The contact form's messages; a reply is written on the desk, where each message also opened a ticket.
  {
    id: 'contact-messages',
    path: '/admin/contact-messages',
    labelKey: 'supportDesk.contact.navLabel',
    icon: 'mail',
    titleKey: 'supportDesk.contact.title',
    summaryKey: 'supportDesk.contact.summary',
    access: { permission: CONTACT_MESSAGES_PERMISSION },
    page: page(() => import('../admin/support/contact-inbox-page'), 'ContactInboxPage'),
  },
  {
    id: 'analytics',
    path: '/admin/analytics',
    labelKey: 'nav.links.analytics',
    icon: 'chart',
    titleKey: 'adminAnalytics.title',
    summaryKey: 'adminAnalytics.summary',
    access: { permission: ANALYTICS_PERMISSION },
    inHeaderMenu: true,
    page: page(() => import('../admin/analytics/analytics-page'), 'AnalyticsPage'),
  },
  {
    id: 'points-config',
    path: '/admin/points-config',
    labelKey: 'pointsConfig.navLabel',
    icon: 'coin',
    titleKey: 'pointsConfig.title',
    summaryKey: 'pointsConfig.summaryText',
    access: { permission: 'canManagePoints' },
    page: page(() => import('../admin/points-config/points-config-page'), 'PointsConfigPage'),
  },
  // Exchanges spend treasury tokens and social tasks pay points: both under canManagePoints.
  {
    id: 'exchanges',
    path: '/admin/exchanges',
    labelKey: 'adminExchanges.navLabel',
    icon: 'coin',
    titleKey: 'adminExchanges.title',
    summaryKey: 'adminExchanges.summary',
    access: { permission: 'canManagePoints' },
    page: page(() => import('../admin/wallet-exchange/exchanges-page'), 'ExchangesPage'),
  },
  // The second pair of eyes on staff money moves (decision 063): the same flag as the moves themselves.
  {
    id: 'money-approvals',
    path: '/admin/money-approvals',
    labelKey: 'adminExchanges.fourEyes.navLabel',
    icon: 'shieldCheck',
    titleKey: 'adminExchanges.fourEyes.title',
    summaryKey: 'adminExchanges.fourEyes.summary',
    access: { permission: 'canManagePoints' },
    page: page(() => import('../admin/money-approvals/money-approvals-page'), 'MoneyApprovalsPage'),
  },
  // The store spends members' points, so it sits with the points desks under the same flag (decision 062).
  {
    id: 'store',
    path: '/admin/store',
    labelKey: 'adminStore.navLabel',
    icon: 'gem',
    titleKey: 'adminStore.title',
    summaryKey: 'adminStore.summary',
    access: { permission: 'canManagePoints' },
    page: page(() => import('../admin/store/store-page'), 'StorePage'),
  },
  {
    id: 'social-tasks',
    path: '/admin/social-tasks',
    labelKey: 'socialAdmin.navLabel',
    icon: 'star',
    titleKey: 'socialAdmin.title',
    summaryKey: 'socialAdmin.summary',
    access: { permission: 'canManagePoints' },
    page: page(() => import('../admin/social/social-tasks-page'), 'SocialTasksPage'),
  },
  {
    id: 'creator-applications',
    path: '/admin/creator-applications',
    labelKey: 'creatorReview.navLabel',
    icon: 'people',
    titleKey: 'creatorReview.title',
    summaryKey: 'creatorReview.summary',
    access: { permission: 'canManageCreators' },
    page: page(
      () => import('../admin/creators-applications/creator-applications-page'),
      'CreatorApplicationsPage',
    ),
  },
  {
    id: 'partner-applications',
    path: '/admin/partner-applications',
    labelKey: 'partners.admin.applicationsNav',
    icon: 'people',
    titleKey: 'partners.admin.applicationsTitle',
    summaryKey: 'partners.admin.applicationsSummary',
    access: { permission: 'canManageCreators' },
    page: page(() => import('../admin/partners/partner-applications-page'), 'PartnerApplicationsPage'),
  },
  {
    id: 'partners',
    path: '/admin/partners',
    labelKey: 'partners.admin.partnersNav',
    icon: 'people',
    titleKey: 'partners.admin.partnersTitle',
    summaryKey: 'partners.admin.partnersSummary',
    access: { permission: 'canManageCreators' },
    page: page(() => import('../admin/partners/partners-page'), 'PartnersPage'),
  },
  ...SYSTEM_SCREENS,
] as const satisfies readonly AdminScreenDefinition[];

/** One entry of the screen table. */
export type AdminScreen = (typeof ADMIN_SCREENS)[number];

/** Whether a staff member may open a screen (the same rule the server applies to its endpoints). */
export function mayOpenAdminScreen(admin: AdminUser | null, access: AdminScreenAccess): boolean {
  if (admin === null) return false;
  if ('permission' in access) return admin[access.permission];
  if ('roles' in access) return access.roles.includes(admin.role);
  return true;
}

/** The screen whose route pattern is `fullPath` (e.g. `/admin/users/$userId`), if any. */
export function findAdminScreen(fullPath: string | undefined): AdminScreen | undefined {
  return ADMIN_SCREENS.find((screen) => screen.path === fullPath);
}

/** A screen that has a menu entry. */
export type AdminMenuScreen = Exclude<AdminScreen, { labelKey: null }>;

/** The screens a staff member's menus list: those with a label that they may open, in table order. */
export function listAdminMenuScreens(admin: AdminUser): AdminMenuScreen[] {
  return ADMIN_SCREENS.filter(
    (screen): screen is AdminMenuScreen =>
      screen.labelKey !== null && mayOpenAdminScreen(admin, screen.access),
  );
}

/** A screen's menu link. */
export function linkToAdminScreen(screen: AdminMenuScreen): NavLink {
  return { id: screen.id, to: screen.path, labelKey: screen.labelKey };
}

/** The site header's admin menu (spec §2): the table's shortcut screens the staff member may open, then View site. */
export function buildAdminHeaderLinks(admin: AdminUser): NavLink[] {
  const shortcuts = listAdminMenuScreens(admin).filter((screen) => 'inHeaderMenu' in screen);
  return [...shortcuts.map(linkToAdminScreen), VIEW_SITE_LINK];
}
