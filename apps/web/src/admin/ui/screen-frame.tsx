import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { EmptyState } from '../../components/empty-state';
import { PageTitle } from '../../components/page-title';

/** Props of ScreenFrame. */
export interface ScreenFrameProps {
  title: string;
  summary: string;
  children: ReactNode;
}

/** A staff screen's document title, heading and summary above its content. */
export function ScreenFrame({ title, summary, children }: ScreenFrameProps) {
  return (
    <>
      <PageTitle title={title} />
      <header className="admin-page-header">
        <h1 className="h3 mb-1">{title}</h1>
        <p className="text-body-secondary mb-0">{summary}</p>
      </header>
      {children}
    </>
  );
}

/** What a staff member without a screen's flag or role sees in place of its content. */
export function NoAccessNotice() {
  const { t } = useTranslation();
  return (
    <div className="py-5">
      <EmptyState title={t('admin.noAccess.title')} body={t('admin.noAccess.body')} headingLevel={2} />
    </div>
  );
}
