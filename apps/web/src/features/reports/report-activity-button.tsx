import { Link, useRouterState } from '@tanstack/react-router';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { useSession } from '../../lib/use-session';

// The dialog (its form, and zod with the contract's schemas behind it) is a chunk of its own, off the watch page's
// first load: pointing at or focusing the button starts it, so it is usually in by the time the button is pressed.
const loadDialog = () => import('./report-dialog');
const ReportDialog = lazy(() => loadDialog().then((module) => ({ default: module.ReportDialog })));
const preloadDialog = (): void => {
  void loadDialog();
};

/** "Report" beside an activity's title: opens the report dialog, or sends a guest to sign in first. */
export function ReportActivityButton({ activityId }: { activityId: string }) {
  const { t } = useTranslation();
  const { member } = useSession();
  const href = useRouterState({ select: (state) => state.location.href });
  const [open, setOpen] = useState(false);
  if (!member) {
    return (
      <Link to="/auth/login" search={{ redirect: href }} className="btn btn-outline-secondary btn-sm">
        <Icon name="flag" className="me-1" />
        {t('play.report.open')}
      </Link>
    );
  }
  return (
    <>
      <button
        type="button"
        className="btn btn-outline-secondary btn-sm"
        aria-haspopup="dialog"
        onPointerEnter={preloadDialog}
        onFocus={preloadDialog}
        onClick={() => {
          setOpen(true);
        }}
      >
        <Icon name="flag" className="me-1" />
        {t('play.report.open')}
      </button>
      {open ? (
        <Suspense fallback={null}>
          <ReportDialog
            activityId={activityId}
            onClose={() => {
              setOpen(false);
            }}
          />
        </Suspense>
      ) : null}
    </>
  );
}
