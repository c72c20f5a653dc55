import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { useDeleteActivity } from './delete-activity.queries';

/** Props of DeleteConfirm. */
export interface DeleteConfirmProps {
  activityId: string;
  title: string;
  onClose: () => void;
}

/** Asks before deleting a video and all its files; focus starts on the safe choice. */
export function DeleteConfirm({ activityId, title, onClose }: DeleteConfirmProps) {
  const { t } = useTranslation();
  const remove = useDeleteActivity();
  const keep = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    keep.current?.focus();
  }, []);
  const failure = remove.error
    ? isApiError(remove.error)
      ? remove.error.message
      : t('creator.errors.generic')
    : null;
  return (
    <div
      className="alert alert-warning content-item__confirm"
      role="alertdialog"
      aria-labelledby={`delete-${activityId}`}
    >
      <p id={`delete-${activityId}`} className="mb-2" dir="auto">
        {t('creator.list.deleteQuestion', { title })}
      </p>
      {failure ? (
        <p className="text-danger-emphasis mb-2" role="alert">
          {failure}
        </p>
      ) : null}
      <div className="d-flex gap-2">
        <button
          type="button"
          className="btn btn-danger"
          disabled={remove.isPending}
          onClick={() => {
            remove.mutate(activityId);
          }}
        >
          {t('creator.list.confirmDelete')}
        </button>
        <button type="button" className="btn btn-outline-secondary" ref={keep} onClick={onClose}>
          {t('creator.list.keep')}
        </button>
      </div>
    </div>
  );
}
