import { useEffect, useRef } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { formatAge, formatDateTime, type QueueItem } from './moderation-format';
import { selectionState, type Selection } from './moderation-selection';
import { useModeratorObjectUrl } from '../../lib/use-moderator-media';

/** Props of QueueTable. */
export interface QueueTableProps {
  items: readonly QueueItem[];
  selection: Selection;
  reportCounts: ReadonlyMap<string, number>;
  onToggle: (id: string) => void;
  onToggleAll: () => void;
  onPreview: (item: QueueItem) => void;
  onFilterCreator: (creator: { id: string; name: string }) => void;
}

function SelectAllBox({
  items,
  selection,
  onToggleAll,
}: Omit<QueueTableProps, 'onToggle' | 'onPreview' | 'onFilterCreator' | 'reportCounts'>) {
  const { t } = useTranslation();
  const box = useRef<HTMLInputElement>(null);
  const state = selectionState(
    selection,
    items.map((item) => item.id),
  );
  useEffect(() => {
    if (box.current) box.current.indeterminate = state === 'some';
  }, [state]);
  return (
    <input
      ref={box}
      type="checkbox"
      className="form-check-input"
      checked={state === 'all'}
      aria-label={t('moderation.queue.selectAll')}
      onChange={onToggleAll}
    />
  );
}

// Items under review are not public, so their thumbnails are fetched with the admin token.
function Thumbnail({ item }: { item: QueueItem }) {
  const { src } = useModeratorObjectUrl(item.media.thumbnailUrl);
  return src ? (
    <img className="moderation-thumb" src={src} alt="" />
  ) : (
    <span className="moderation-thumb moderation-thumb--empty" aria-hidden="true" />
  );
}

function QueueRow({ item, props }: { item: QueueItem; props: QueueTableProps }) {
  const { t, i18n } = useTranslation();
  const reports = props.reportCounts.get(item.id) ?? 0;
  return (
    <tr className={props.selection.has(item.id) ? 'table-active' : undefined}>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          checked={props.selection.has(item.id)}
          aria-label={t('moderation.queue.selectItem', { title: item.title })}
          onChange={() => {
            props.onToggle(item.id);
          }}
        />
      </td>
      <td>
        <Thumbnail item={item} />
      </td>
      <td>
        <button
          type="button"
          className="btn btn-link p-0 text-start"
          dir="auto"
          onClick={() => {
            props.onPreview(item);
          }}
        >
          {item.title}
        </button>
        <span className="visually-hidden"> {t('moderation.queue.opensPreview')}</span>
      </td>
      <td>
        {item.creatorId && item.creatorName ? (
          <button
            type="button"
            className="btn btn-link btn-sm p-0"
            dir="auto"
            title={t('moderation.queue.filterByCreator')}
            onClick={() => {
              props.onFilterCreator({ id: item.creatorId ?? '', name: item.creatorName ?? '' });
            }}
          >
            {item.creatorName}
          </button>
        ) : (
          <span className="text-body-secondary">{t('moderation.queue.staff')}</span>
        )}
      </td>
      <td>{t(`moderation.kinds.${item.type}`)}</td>
      <td>
        <span className="d-block">{formatDateTime(item.updatedAt, i18n.language)}</span>
        <span className="small text-body-secondary">{formatAge(item.updatedAt, i18n.language)}</span>
      </td>
      <td>{reports > 0 ? <span className="badge text-bg-danger">{reports}</span> : '0'}</td>
    </tr>
  );
}

/** The queue as a table: a box per row and one to select the whole page, the title opens the preview. */
export function QueueTable(props: QueueTableProps) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('moderation.queue.caption')}
      captionHidden
      roomy
      tableClassName="moderation-table"
      heads={[
        {
          key: 'select',
          label: (
            <SelectAllBox items={props.items} selection={props.selection} onToggleAll={props.onToggleAll} />
          ),
        },
        t('moderation.columns.thumbnail'),
        t('moderation.columns.title'),
        t('moderation.columns.creator'),
        t('moderation.columns.kind'),
        t('moderation.columns.submitted'),
        t('moderation.columns.reports'),
      ]}
    >
      {props.items.map((item) => (
        <QueueRow key={item.id} item={item} props={props} />
      ))}
    </DataTable>
  );
}
