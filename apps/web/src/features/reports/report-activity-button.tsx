import { Link, useRouterState } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { useSession } from '../../lib/use-session';
import { ReportDialog } from './report-dialog';
import './reports.css';

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
        onClick={() => {
          setOpen(true);
        }}
      >
        <Icon name="flag" className="me-1" />
        {t('play.report.open')}
      </button>
      {open ? (
        <ReportDialog
          activityId={activityId}
          onClose={() => {
            setOpen(false);
          }}
        />
      ) : null}
    </>
  );
}
