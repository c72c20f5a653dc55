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

/** Route /admin/dashboard. */
export function AdminDashboardPage() {
  return <AdminSectionPage id="dashboard" />;
}

/** Route /admin/moderation (needs canModerateContent): the review queue and reported content. */
export { ModerationPage as AdminModerationPage } from './moderation/moderation-page';

/** Route /admin/featured-content (needs canModerateContent): the curated featured slots. */
export { FeaturedPage as AdminFeaturedPage } from './featured/featured-page';

/** Route /admin/users (needs canManageUsers). */
export function AdminUsersPage() {
  return <AdminSectionPage id="users" />;
}

/** Route /admin/analytics (needs canViewAnalytics). */
export function AdminAnalyticsPage() {
  return <AdminSectionPage id="analytics" />;
}

/** Route /admin/points-config (needs canManagePoints): earning rules, multipliers, overrides, with a preview. */
export { PointsConfigPage as AdminPointsConfigPage } from './points-config/points-config-page';

/** Route /admin/outbox (SUPER_ADMIN, ADMIN): stored emails, and verifying a member by hand. */
export { OutboxPage as AdminOutboxPage } from './outbox/outbox-page';
export { SupportDeskPage as AdminSupportPage } from './support/support-desk-page';

/** Route /admin/exchanges (needs canManagePoints): points → ARTFI exchanges and their payouts. */
export { ExchangesPage as AdminExchangesPage } from './exchanges/exchanges-page';

/** Route /admin/creator-applications (canManageCreators): review members' creator applications. */
export { CreatorApplicationsPage as AdminCreatorApplicationsPage } from './creator-applications/creator-applications-page';

/** Route /admin/social-tasks (canManagePoints): social tasks on X and the manual review queue. */
export { SocialTasksPage as AdminSocialTasksPage } from './social/social-tasks-page';
