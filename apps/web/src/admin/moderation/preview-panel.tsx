import { nameCategory, type ModerateBody } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { Offcanvas } from '../../components/offcanvas';
import { DecisionForm } from './decision-form';
import { MediaPreview } from './media-preview';
import { formatDateTime, type QueueItem } from './moderation-format';
import { QuizPreview } from './quiz-preview';
import { StoryPreview } from './story-preview';

/** Props of PreviewPanel. */
export interface PreviewPanelProps {
  item: QueueItem | null;
  reportCount: number;
  pending: boolean;
  onClose: () => void;
  onDecide: (item: QueueItem, body: ModerateBody) => Promise<boolean>;
}

function ItemDetails({ item, reportCount }: { item: QueueItem; reportCount: number }) {
  const { t, i18n } = useTranslation();
  const rows: [string, string][] = [
    [t('moderation.columns.kind'), t(`moderation.kinds.${item.type}`)],
    [t('moderation.columns.creator'), item.creatorName ?? t('moderation.queue.staff')],
    [
      t('moderation.filters.category'),
      item.category ? nameCategory(item.category, i18n.language) : t('moderation.preview.noCategory'),
    ],
    [t('moderation.columns.submitted'), formatDateTime(item.updatedAt, i18n.language)],
    [
      t('moderation.preview.publishAt'),
      item.publishAt ? formatDateTime(item.publishAt, i18n.language) : t('moderation.preview.onApproval'),
    ],
    [t('moderation.columns.reports'), String(reportCount)],
  ];
  return (
    <dl className="moderation-details">
      {rows.map(([term, value]) => (
        <div key={term}>
          <dt>{term}</dt>
          <dd dir="auto">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A side panel with the item's media or quiz, its details and a decision form for it alone. */
export function PreviewPanel({ item, reportCount, pending, onClose, onDecide }: PreviewPanelProps) {
  const { t } = useTranslation();
  return (
    <Offcanvas
      open={item !== null}
      onClose={onClose}
      title={item ? item.title : ''}
      placement="end"
      className="moderation-preview"
    >
      {item ? (
        <div className="moderation-preview__body">
          {item.type === 'VIDEO' ? <MediaPreview item={item} /> : null}
          {item.type === 'QUIZ' ? <QuizPreview activityId={item.id} /> : null}
          {item.type === 'FEATURED' ? (
            <StoryPreview activityId={item.id} staffStory={item.creatorId === null} />
          ) : null}
          {item.description ? (
            <p className="moderation-preview__description" dir="auto">
              {item.description}
            </p>
          ) : null}
          <ItemDetails item={item} reportCount={reportCount} />
          <h3 className="h6">{t('moderation.preview.decideTitle')}</h3>
          <DecisionForm
            idPrefix={`decide-${item.id}`}
            pending={pending}
            onDecide={(body) => onDecide(item, body)}
          />
        </div>
      ) : null}
    </Offcanvas>
  );
}
