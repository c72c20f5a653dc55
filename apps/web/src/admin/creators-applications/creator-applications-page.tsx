import type { ReviewedCreatorApplication } from '@streamit/contract';
import { useState } from 'react';
import { countryName } from '../../lib/country-names';
import { useTranslation } from '../../i18n/use-translation';
import { useDebouncedText } from '../featured/use-debounced-text';
import { ApplicationDetail } from './application-detail';
import { useCreatorApplicationQueue } from './creator-applications.queries';
import { QueueFilters, queueQuery, type QueueFilterValues } from './queue-filters';
import { ReviewForm } from './review-form';
import { CreatorStandingPanel } from '../creators/creator-standing-panel';
import { DataTable } from '../ui/data-table';

interface RowProps {
  item: ReviewedCreatorApplication;
  checked: boolean;
  onToggle: () => void;
  onOpen: () => void;
}

function QueueRow({ item, checked, onToggle, onOpen }: RowProps) {
  const { t, i18n } = useTranslation();
  const name = item.applicant.displayName ?? item.applicant.email ?? item.userId;
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          aria-label={t('creatorReview.select', { name })}
          checked={checked}
          disabled={item.status !== 'PENDING'}
          onChange={onToggle}
        />
      </td>
      <td dir="auto">
        <button type="button" className="btn btn-link p-0 text-start" onClick={onOpen}>
          {name}
        </button>
        {item.applicant.email && item.applicant.email !== name ? (
          <div className="small text-body-secondary text-break" dir="ltr">
            {item.applicant.email}
          </div>
        ) : null}
      </td>
      <td>{t(`creatorApply.types.${item.applicantType}`)}</td>
      <td>{countryName(item.country, i18n.language)}</td>
      <td>{t(`creatorApply.statuses.${item.status}`)}</td>
      <td>
        {new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' }).format(new Date(item.createdAt))}
      </td>
    </tr>
  );
}

function QueueTable(props: {
  items: ReviewedCreatorApplication[];
  selected: Set<string>;
  onToggle: (id: string) => void;
  onOpen: (item: ReviewedCreatorApplication) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('creatorReview.caption')}
      captionHidden
      roomy
      heads={[
        { key: 'select', label: t('creatorReview.selectColumn'), hidden: true },
        t('creatorReview.applicant'),
        t('creatorApply.fields.type'),
        t('creatorApply.fields.country'),
        t('creatorReview.status'),
        t('creatorReview.applied'),
      ]}
    >
      {props.items.map((item) => (
        <QueueRow
          key={item.id}
          item={item}
          checked={props.selected.has(item.id)}
          onToggle={() => {
            props.onToggle(item.id);
          }}
          onOpen={() => {
            props.onOpen(item);
          }}
        />
      ))}
    </DataTable>
  );
}

function toggled(set: Set<string>, id: string): Set<string> {
  const next = new Set(set);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

function QueueContent() {
  const { t } = useTranslation();
  const [filters, setFilters] = useState<QueueFilterValues>({ status: 'PENDING', applicantType: '', q: '' });
  const [cursors, setCursors] = useState<number[]>([]);
  const [selected, setSelected] = useState<Set<string>>(new Set());
  const [open, setOpen] = useState<ReviewedCreatorApplication | null>(null);
  const q = useDebouncedText(filters.q, 300);
  const queue = useCreatorApplicationQueue(queueQuery({ ...filters, q }, cursors.at(-1) ?? null));
  const items = queue.data?.items ?? [];
  const reviewIds = open ? [open.id] : [...selected];
  const reset = () => {
    setSelected(new Set());
    setOpen(null);
  };
  return (
    <>
      <QueueFilters
        value={filters}
        onChange={(next) => {
          setFilters(next);
          setCursors([]);
          reset();
        }}
      />
      {queue.isError ? <p role="alert">{t('creatorReview.failed')}</p> : null}
      {queue.data && items.length === 0 ? <p>{t('creatorReview.empty')}</p> : null}
      {items.length > 0 ? (
        <QueueTable
          items={items}
          selected={selected}
          onToggle={(id) => {
            setSelected((set) => toggled(set, id));
          }}
          onOpen={setOpen}
        />
      ) : null}
      <div className="d-flex gap-2 mb-3">
        {cursors.length > 0 ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => {
              setCursors((list) => list.slice(0, -1));
            }}
          >
            {t('creatorReview.newer')}
          </button>
        ) : null}
        {queue.data?.nextCursor ? (
          <button
            type="button"
            className="btn btn-outline-secondary btn-sm"
            onClick={() => {
              setCursors((list) => [...list, queue.data.nextCursor ?? 0]);
            }}
          >
            {t('creatorReview.older')}
          </button>
        ) : null}
      </div>
      {open ? <ApplicationDetail application={open} /> : null}
      {open?.status === 'PENDING' || (!open && selected.size > 0) ? (
        <ReviewForm key={reviewIds.join()} ids={reviewIds} onDone={reset} />
      ) : null}
    </>
  );
}

/** Route /admin/creator-applications (canManageCreators): the queue, one application, single and bulk decisions. */
export function CreatorApplicationsPage() {
  return (
    <>
      <QueueContent />
      <CreatorStandingPanel />
    </>
  );
}
