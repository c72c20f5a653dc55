import { useTranslation } from '../../i18n/use-translation';
import { STATUS_TONE, type ContentStatusView } from './content-status';

/** A video's status as a coloured badge; processing shows its percent. */
export function StatusBadge({ status }: { status: ContentStatusView }) {
  const { t } = useTranslation();
  const tone = STATUS_TONE[status.kind];
  const text =
    status.kind === 'processing'
      ? t('creator.status.processingPercent', { percent: status.progress ?? 0 })
      : t(`creator.status.${status.kind}`);
  return (
    <span className={`badge text-bg-${tone}`} data-status={status.kind}>
      {text}
    </span>
  );
}
