import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

/** Props of AdminScreen. */
export interface AdminScreenProps {
  title: string;
  summary: string;
  /** Whether the signed-in admin holds the screen's permission. */
  allowed: boolean;
  children: ReactNode;
}

/** A staff screen's title and summary, then its content or the notice for admins without `allowed`. */
export function AdminScreen({ title, summary, allowed, children }: AdminScreenProps) {
  const { t } = useTranslation();
  return (
    <>
      <PageTitle title={title} />
      <header className="admin-page-header">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{summary}</p>
      </header>
      {allowed ? (
        children
      ) : (
        <div className="py-5">
          <EmptyState title={t('admin.noAccess.title')} body={t('admin.noAccess.body')} headingLevel={2} />
        </div>
      )}
    </>
  );
}
