import type { MemberUser } from '@streamit/contract';
import type { AppPath, TranslationKey } from './app-paths';
import { canApplyAsCreator, canSeeAdminPortal, isActiveCreator } from './member-display';
import { getActiveMember, isAdminMode, type Session } from './session';

/** One link of the header, drawer, user menu or admin menu. */
export interface NavLink {
  id: string;
  to: AppPath;
  labelKey: TranslationKey;
  /** Opens in a new tab (View Site). */
  newTab?: boolean;
  /** A section of the page to scroll to (the social tasks on Watch to Earn). */
  hash?: string;
}

/** The header's groups (spec §2). */
export type NavGroupId = 'home' | 'activities' | 'creator' | 'more';

/** A titled group of links: a dropdown in the desktop bar, a section in the drawer. */
export interface NavGroup {
  id: NavGroupId;
  labelKey: TranslationKey;
  links: NavLink[];
}

const link = (id: string, to: AppPath, labelKey: TranslationKey, newTab = false): NavLink =>
  newTab ? { id, to, labelKey, newTab } : { id, to, labelKey };

const LINKS = {
  home: link('home', '/', 'nav.links.home'),
  viewAll: link('view-all', '/view-all', 'nav.links.viewAll'),
  watchToEarn: link('watch-to-earn', '/watch-to-earn', 'nav.links.watchToEarn'),
  comingSoon: link('coming-soon', '/coming-soon', 'nav.links.comingSoon'),
  shop: link('shop', '/merchandise', 'nav.links.shop'),
  dashboard: link('dashboard', '/dashboard', 'nav.links.dashboard'),
  adminDashboard: link('admin-dashboard', '/admin/dashboard', 'nav.links.adminDashboard'),
  leaderboard: link('leaderboard', '/leaderboard', 'nav.links.leaderboard'),
  activities: link('activities', '/activities', 'nav.links.activities'),
  games: link('games', '/activities/games', 'nav.links.games'),
  quizzes: link('quizzes', '/activities/quizzes', 'nav.links.quizzes'),
  videos: link('videos', '/activities/videos', 'nav.links.videos'),
  featured: link('featured', '/activities/featured', 'nav.links.featured'),
  creatorDashboard: link('creator-dashboard', '/creator/dashboard', 'nav.links.creatorDashboard'),
  createContent: link('create-content', '/creator/content/create', 'nav.links.createContent'),
  creatorAnalytics: link('creator-analytics', '/creator/analytics', 'nav.links.creatorAnalytics'),
  creatorEarnings: link('creator-earnings', '/creator/earnings', 'nav.links.creatorEarnings'),
  creatorApply: link('creator-apply', '/creator/apply', 'nav.links.creatorApply'),
  creators: link('creators', '/creators', 'nav.links.creators'),
  about: link('about', '/about', 'nav.links.about'),
  contact: link('contact', '/contact', 'nav.links.contact'),
  faq: link('faq', '/faq', 'nav.links.faq'),
  points: link('points', '/points', 'nav.links.points'),
  wallet: link('wallet', '/wallet', 'nav.links.wallet'),
  socialTasks: { ...link('social-tasks', '/watch-to-earn', 'nav.links.socialTasks'), hash: 'social-tasks' },
  creatorStudio: link('creator-studio', '/creator/dashboard', 'nav.links.creatorStudio'),
  adminPortal: link('admin-portal', '/admin/login', 'nav.links.adminPortal'),
  myAccount: link('my-account', '/merchandise/account', 'nav.links.myAccount'),
  login: link('login', '/auth/login', 'nav.links.login'),
  signUp: link('sign-up', '/auth/sign-up', 'nav.links.signUp'),
  adminLogin: link('admin-login', '/admin/login', 'nav.links.admin'),
  viewSite: link('view-site', '/', 'nav.links.viewSite', true),
} as const satisfies Record<string, NavLink>;

function only<T>(condition: boolean, items: readonly T[]): T[] {
  return condition ? [...items] : [];
}

function buildHomeGroup(session: Session): NavGroup {
  const links = [
    LINKS.home,
    ...only(getActiveMember(session) !== null, [LINKS.dashboard]),
    ...only(isAdminMode(session), [LINKS.adminDashboard]),
    LINKS.leaderboard,
  ];
  return { id: 'home', labelKey: 'nav.groups.home', links };
}

const ACTIVITIES_GROUP: NavGroup = {
  id: 'activities',
  labelKey: 'nav.groups.activities',
  links: [LINKS.activities, LINKS.games, LINKS.quizzes, LINKS.videos, LINKS.featured],
};

// Creators see the studio; others may apply unless BANNED; everyone in the group can discover creators.
function buildCreatorGroup(member: MemberUser): NavGroup {
  const studio = [LINKS.creatorDashboard, LINKS.createContent, LINKS.creatorAnalytics, LINKS.creatorEarnings];
  const links = [
    ...only(isActiveCreator(member), studio),
    ...only(canApplyAsCreator(member), [LINKS.creatorApply]),
    LINKS.creators,
  ];
  return { id: 'creator', labelKey: 'nav.groups.creator', links };
}

function buildMoreGroup(member: MemberUser | null): NavGroup {
  const links = [
    LINKS.about,
    LINKS.contact,
    LINKS.faq,
    ...only(member !== null, [LINKS.points, LINKS.wallet]),
  ];
  return { id: 'more', labelKey: 'nav.groups.more', links };
}

/** The main navigation (spec §2), the same for everyone: the desktop bar's links and the drawer's first section. */
export const MAIN_LINKS: readonly NavLink[] = [
  LINKS.home,
  LINKS.viewAll,
  LINKS.watchToEarn,
  LINKS.shop,
  LINKS.about,
  LINKS.contact,
  LINKS.comingSoon,
];

/** The header groups for a session (spec §2): Activities hide in admin mode, Creator is for members who are not BANNED. */
export function buildNavGroups(session: Session): NavGroup[] {
  const member = getActiveMember(session);
  return [
    buildHomeGroup(session),
    ...only(!isAdminMode(session), [ACTIVITIES_GROUP]),
    // Spec §2: the Creator group is not shown to BANNED members.
    ...(member && member.creatorStatus !== 'BANNED' ? [buildCreatorGroup(member)] : []),
    buildMoreGroup(member),
  ];
}

/**
 * The user menu (spec §2): dashboard, points, the social tasks (issue 26), wallet, Creator Studio for
 * creators, Admin Portal on the hint.
 */
export function buildUserMenuLinks(member: MemberUser): NavLink[] {
  return [
    LINKS.dashboard,
    LINKS.points,
    LINKS.socialTasks,
    LINKS.wallet,
    ...only(isActiveCreator(member), [LINKS.creatorStudio]),
    ...only(canSeeAdminPortal(member), [LINKS.adminPortal]),
  ];
}

/** The avatar menu's link (spec §2); Logout is a button next to it. */
export const AVATAR_MENU_LINKS: readonly NavLink[] = [LINKS.myAccount];

/** What a guest sees instead of the account menus: Login, Sign Up and Admin (spec §6). */
export const GUEST_LINKS: readonly NavLink[] = [LINKS.login, LINKS.signUp, LINKS.adminLogin];

/** "View site" closes the admin menu and opens the site in a new tab. */
export const VIEW_SITE_LINK: NavLink = LINKS.viewSite;
