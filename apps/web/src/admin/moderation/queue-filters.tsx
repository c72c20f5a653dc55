import { nameCategory, type ActivityType } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { FilterBar, FilterSelect } from '../../components/filter-bar';
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
  const { t, i18n } = useTranslation();
  const categories = useModerationCategories();
  return (
    <FilterBar label={t('moderation.filters.label')}>
      <FilterSelect
        id="moderation-filter-kind"
        label={t('moderation.filters.kind')}
        value={filters.type ?? ''}
        anyLabel={t('moderation.filters.allKinds')}
        options={KINDS.map((kind) => ({ value: kind, label: t(`moderation.kinds.${kind}`) }))}
        onChange={(value) => {
          onChange({ ...filters, type: (value || null) as ActivityType | null });
        }}
      />
      <FilterSelect
        id="moderation-filter-category"
        label={t('moderation.filters.category')}
        value={filters.categoryId ?? ''}
        anyLabel={t('moderation.filters.allCategories')}
        options={(categories.data?.categories ?? []).map((category) => ({
          value: category.id,
          label: nameCategory(category, i18n.language),
        }))}
        onChange={(value) => {
          onChange({ ...filters, categoryId: value || null });
        }}
      />
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
    </FilterBar>
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
