import type { ReactNode } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Offcanvas } from '../../components/offcanvas';
import { usePointsPreview, type PreviewRequest } from './preview-points-config.queries';
import { PreviewTable } from './preview-table';

/** Props of PreviewConfirm. */
export interface PreviewConfirmProps {
  /** The draft to preview; null keeps the panel closed. */
  request: PreviewRequest | null;
  title: string;
  /** What the draft changes, in words (before → after), above the sample payouts. */
  changes?: ReactNode;
  pending: boolean;
  /** Why the last save failed, if it did. */
  error: string;
  onConfirm: () => void;
  onClose: () => void;
}

function PreviewBody({ request }: { request: PreviewRequest }) {
  const { t } = useTranslation();
  const preview = usePointsPreview(request);
  if (preview.isPending) return <p className="text-body-secondary">{t('pointsConfig.preview.loading')}</p>;
  if (preview.isError) return <p className="text-danger">{t('pointsConfig.preview.failed')}</p>;
  return <PreviewTable items={preview.data.items} tier={preview.data.tier} />;
}

/** A side panel that shows what a draft would pay before it is saved, with Save and Cancel. */
export function PreviewConfirm({
  request,
  title,
  changes,
  pending,
  error,
  onConfirm,
  onClose,
}: PreviewConfirmProps) {
  const { t } = useTranslation();
  return (
    <Offcanvas
      open={request !== null}
      onClose={onClose}
      title={title}
      placement="end"
      className="points-preview"
    >
      {request ? (
        <div className="d-grid gap-3">
          {changes}
          <PreviewBody request={request} />
          {error ? (
            <p className="text-danger mb-0" role="alert">
              {error}
            </p>
          ) : null}
          <div className="d-flex gap-2">
            <button
              type="button"
              className="btn btn-primary"
              disabled={pending}
              aria-busy={pending || undefined}
              onClick={onConfirm}
            >
              {t('pointsConfig.preview.confirm')}
            </button>
            <button type="button" className="btn btn-outline-secondary" onClick={onClose}>
              {t('pointsConfig.preview.cancel')}
            </button>
          </div>
        </div>
      ) : null}
    </Offcanvas>
  );
}
