import type { AdminFeaturedItem } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Icon } from '../../components/icon';
import { InlineConfirm } from '../ui/inline-confirm';
import type { MoveDirection } from './featured-order';

/** Props of FeaturedRow. */
export interface FeaturedRowProps {
  item: AdminFeaturedItem;
  index: number;
  count: number;
  busy: boolean;
  onMove: (index: number, direction: MoveDirection) => void;
  onEdit: (item: AdminFeaturedItem) => void;
  onDelete: (item: AdminFeaturedItem) => void;
}

function formatWhen(iso: string, language: string): string {
  return new Intl.DateTimeFormat(language, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
}

function ScheduleText({ item }: { item: AdminFeaturedItem }) {
  const { t, i18n } = useTranslation();
  const start = item.startsAt ? formatWhen(item.startsAt, i18n.language) : t('moderation.featured.now');
  const end = item.endsAt ? formatWhen(item.endsAt, i18n.language) : t('moderation.featured.untilRemoved');
  return <p className="small text-body-secondary mb-0">{t('moderation.featured.window', { start, end })}</p>;
}

function MoveButtons({ item, index, count, busy, onMove }: FeaturedRowProps) {
  const { t } = useTranslation();
  return (
    <>
      {(['up', 'down'] as const).map((direction) => (
        <button
          key={direction}
          type="button"
          className="btn btn-sm btn-outline-secondary"
          data-move={`${item.id}:${direction}`}
          aria-label={t(`moderation.featured.move.${direction}`, { headline: item.headline })}
          disabled={busy || (direction === 'up' ? index === 0 : index === count - 1)}
          onClick={() => {
            onMove(index, direction);
          }}
        >
          <Icon name={direction === 'up' ? 'arrowUp' : 'chevronDown'} />
        </button>
      ))}
    </>
  );
}

/** Delete, asked once more in place before it acts. */
function DeleteButton({ item, busy, onDelete }: Pick<FeaturedRowProps, 'item' | 'busy' | 'onDelete'>) {
  const { t } = useTranslation();
  const [confirming, setConfirming] = useState(false);
  if (!confirming)
    return (
      <button
        type="button"
        className="btn btn-sm btn-outline-danger"
        disabled={busy}
        onClick={() => {
          setConfirming(true);
        }}
      >
        {t('moderation.featured.delete')} <span className="visually-hidden">{item.headline}</span>
      </button>
    );
  return (
    <InlineConfirm
      className="d-inline-flex gap-1"
      label={t('moderation.featured.confirmDelete', { headline: item.headline })}
      yesLabel={t('moderation.featured.confirmYes')}
      noLabel={t('moderation.featured.confirmNo')}
      pending={busy}
      onYes={() => {
        onDelete(item);
      }}
      onNo={() => {
        setConfirming(false);
      }}
    />
  );
}

/** One featured slot: its place, hero, headline, activity, schedule, and move / edit / delete controls. */
export function FeaturedRow(props: FeaturedRowProps) {
  const { t } = useTranslation();
  const { item, index, busy } = props;
  return (
    <li
      className="featured-row"
      aria-label={t('moderation.featured.position', { position: index + 1, headline: item.headline })}
    >
      <span className="featured-row__position" aria-hidden="true">
        {index + 1}
      </span>
      {item.heroImageUrl ? (
        <img className="featured-row__hero" src={item.heroImageUrl} alt="" />
      ) : (
        <span className="featured-row__hero" aria-hidden="true" />
      )}
      <div className="featured-row__text">
        <p className="fw-semibold mb-0" dir="auto">
          {item.headline}
          <span className={`badge ms-2 ${item.live ? 'text-bg-success' : 'text-bg-secondary'}`}>
            {t(item.live ? 'moderation.featured.live' : 'moderation.featured.notLive')}
          </span>
        </p>
        <p className="small text-body-secondary mb-0">
          <span dir="auto">{item.activityTitle}</span> · {t(`moderation.kinds.${item.activityType}`)} ·{' '}
          {t(`moderation.status.${item.activityStatus}`)}
        </p>
        <ScheduleText item={item} />
      </div>
      <div className="featured-row__actions">
        <MoveButtons {...props} />
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={busy}
          onClick={() => {
            props.onEdit(item);
          }}
        >
          {t('moderation.featured.edit')} <span className="visually-hidden">{item.headline}</span>
        </button>
        <DeleteButton item={item} busy={busy} onDelete={props.onDelete} />
      </div>
    </li>
  );
}
