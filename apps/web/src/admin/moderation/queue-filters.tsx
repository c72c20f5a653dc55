import type { ActivityType } from '@streamit/contract';
import { useTranslation } from 'react-i18next';
import { Icon } from '../../components/icon';
import { useModerationCategories } from './list-moderation-categories.queries';

/** The queue's filters; the creator is picked from a row and keeps its name for the chip. */
export interface QueueFilters {
  type: ActivityType | null;
  categoryId: string | null;
  creator: { id: string; name: string } | null;
}

/** No filter set. */
export const NO_FILTERS: QueueFilters = { type: null, categoryId: null, creator: null };

const KINDS: ActivityType[] = ['VIDEO', 'QUIZ', 'GAME'];

/** Props of QueueFilterBar. */
export interface QueueFilterBarProps {
  filters: QueueFilters;
  onChange: (filters: QueueFilters) => void;
}

/** Kind and category selects, and the creator chip (set from a row's creator button). */
export function QueueFilterBar({ filters, onChange }: QueueFilterBarProps) {
  const { t } = useTranslation();
  const categories = useModerationCategories();
  return (
    <div className="moderation-filters" role="group" aria-label={t('moderation.filters.label')}>
      <div>
        <label htmlFor="moderation-filter-kind" className="form-label small">
          {t('moderation.filters.kind')}
        </label>
        <select
          id="moderation-filter-kind"
          className="form-select form-select-sm"
          value={filters.type ?? ''}
          onChange={(event) => {
            onChange({ ...filters, type: (event.target.value || null) as ActivityType | null });
          }}
        >
          <option value="">{t('moderation.filters.allKinds')}</option>
          {KINDS.map((kind) => (
            <option key={kind} value={kind}>
              {t(`moderation.kinds.${kind}`)}
            </option>
          ))}
        </select>
      </div>
      <div>
        <label htmlFor="moderation-filter-category" className="form-label small">
          {t('moderation.filters.category')}
        </label>
        <select
          id="moderation-filter-category"
          className="form-select form-select-sm"
          value={filters.categoryId ?? ''}
          onChange={(event) => {
            onChange({ ...filters, categoryId: event.target.value || null });
          }}
        >
          <option value="">{t('moderation.filters.allCategories')}</option>
          {(categories.data?.categories ?? []).map((category) => (
            <option key={category.id} value={category.id}>
              {category.name}
            </option>
          ))}
        </select>
      </div>
      {filters.creator ? (
        <div className="align-self-end">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            onClick={() => {
              onChange({ ...filters, creator: null });
            }}
          >
            {t('moderation.filters.creatorChip', { name: filters.creator.name })}
            <Icon name="close" className="ms-2" />
            <span className="visually-hidden">{t('moderation.filters.clearCreator')}</span>
          </button>
        </div>
      ) : null}
    </div>
  );
}

/** The queue query for the filters and page. */
export function toQueueQuery(filters: QueueFilters, page: number, limit: number) {
  return {
    page,
    limit,
    ...(filters.type ? { type: filters.type } : {}),
    ...(filters.categoryId ? { categoryId: filters.categoryId } : {}),
    ...(filters.creator ? { creatorId: filters.creator.id } : {}),
  };
}
