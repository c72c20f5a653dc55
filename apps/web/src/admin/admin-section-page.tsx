import { useTranslation } from '../i18n/use-translation';
import { ComingNextRelease } from '../components/coming-next-release';
import { EmptyState } from '../components/empty-state';
import { PageTitle } from '../components/page-title';
import { useSession } from '../lib/use-session';
import { ADMIN_PAGES, type AdminPageId } from './admin-pages';

/** An admin screen: the 'coming with the next release' state, or a notice when the admin lacks the flag. */
export function AdminSectionPage({ id }: { id: AdminPageId }) {
  const { t } = useTranslation();
  const { admin } = useSession();
  const page = ADMIN_PAGES[id];
  const title = t(`admin.pages.${id}.title`);
  const allowed = admin !== null && (page.permission === null || admin[page.permission]);
  return (
    <>
      <PageTitle title={title} />
      <header className="admin-page-header">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{t(`admin.pages.${id}.summary`)}</p>
      </header>
      {allowed ? (
        <ComingNextRelease
          icon={page.icon}
          lead={t(`admin.pages.${id}.lead`)}
          features={t(`admin.pages.${id}.features`, { returnObjects: true })}
        />
      ) : (
        <div className="py-5">
          <EmptyState title={t('admin.noAccess.title')} body={t('admin.noAccess.body')} headingLevel={2} />
        </div>
      )}
    </>
  );
}

/** Route /admin/dashboard (any staff): KPIs with trends, what needs attention, the daily chart. */
export { DashboardPage as AdminDashboardPage } from './ops/dashboard-page';

/** Route /admin/settings (SUPER_ADMIN, ADMIN): site name, support address, registration, maintenance. */
export { SettingsPage as AdminSettingsPage } from './ops/settings-page';

/** Route /admin/tasks (SUPER_ADMIN, ADMIN): run the maintenance tasks and follow their runs. */
export { TasksPage as AdminTasksPage } from './ops/tasks-page';

/** Route /admin/system (SUPER_ADMIN, ADMIN): health, errors, security and the audit log. */
export { SystemPage as AdminSystemPage } from './ops/system-page';

/** Route /admin/moderation (needs canModerateContent): the review queue and reported content. */
export { ModerationPage as AdminModerationPage } from './moderation/moderation-page';

/** Route /admin/featured-content (needs canModerateContent): the curated featured slots. */
export { FeaturedPage as AdminFeaturedPage } from './featured/featured-page';

/** Route /admin/users (needs canManageUsers): members with filters in the address, and bulk suspensions. */
export { MembersPage as AdminUsersPage } from './members/members-page';

/** Route /admin/users/$userId (needs canManageUsers): one member's page. */
export { MemberPage as AdminMemberPage } from './members/member-page';

/** Route /admin/analytics (needs canViewAnalytics): the analytics reports over a range. */
export { AnalyticsPage as AdminAnalyticsPage } from './analytics/analytics-page';

/** Route /admin/points-config (needs canManagePoints): earning rules, multipliers, overrides, with a preview. */
export { PointsConfigPage as AdminPointsConfigPage } from './points-config/points-config-page';

/** Route /admin/outbox (SUPER_ADMIN, ADMIN): stored emails, and verifying a member by hand. */
export { OutboxPage as AdminOutboxPage } from './outbox/outbox-page';
export { SupportDeskPage as AdminSupportPage } from './support/support-desk-page';

/** Route /admin/exchanges (needs canManagePoints): points → ARTFI exchanges and their payouts. */
export { ExchangesPage as AdminExchangesPage } from './exchanges/exchanges-page';

/** Route /admin/creator-applications (canManageCreators): review members' creator applications. */
export { CreatorApplicationsPage as AdminCreatorApplicationsPage } from './creator-applications/creator-applications-page';

/** Route /admin/export (canManageUsers): export the filtered member list (decision 036). */
export { ExportPage as AdminExportPage } from './export/export-page';

/** Route /admin/maintenance (SUPER_ADMIN, ADMIN): backup, restore, caches, VACUUM ANALYZE (decision 036). */
export { MaintenancePage as AdminMaintenancePage } from './maintenance/maintenance-page';
/** Route /admin/security (canManageUsers): failed sign-ins, suspicious sessions, networks, anomalies, report. */
export { SecurityCentrePage as AdminSecurityPage } from './security/security-centre-page';

/** Route /admin/admin-users (SUPER_ADMIN): staff accounts, invitations and setup links. */
export { AdminStaffPage } from './staff/admin-staff-page';
/** Route /admin/social-tasks (canManagePoints): social tasks on X and the manual review queue. */
export { SocialTasksPage as AdminSocialTasksPage } from './social/social-tasks-page';
