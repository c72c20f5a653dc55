import {
  TICKET_CATEGORIES,
  TICKET_PRIORITIES,
  TICKET_STATUSES,
  TIERS,
  type ListDeskTicketsQuery,
} from '@streamit/contract';
import { FilterBar, FilterDate, FilterSelect } from '../../components/filter-bar';
import { useTranslation } from '../../i18n/use-translation';

/** What staff picked above the queue: '' means "any"; dates are YYYY-MM-DD (whole UTC days). */
export interface DeskFilterValues {
  q: string;
  status: string;
  priority: string;
  category: string;
  tier: string;
  from: string;
  to: string;
}

/** No filter at all. */
export const NO_DESK_FILTERS: DeskFilterValues = {
  q: '',
  status: '',
  priority: '',
  category: '',
  tier: '',
  from: '',
  to: '',
};

/** The list query for the picked filters (the search text is passed debounced). */
export function deskFilterQuery(values: DeskFilterValues, q: string): Partial<ListDeskTicketsQuery> {
  return {
    ...(q ? { q } : {}),
    ...(values.status ? { status: values.status as ListDeskTicketsQuery['status'] } : {}),
    ...(values.priority ? { priority: values.priority as ListDeskTicketsQuery['priority'] } : {}),
    ...(values.category ? { category: values.category as ListDeskTicketsQuery['category'] } : {}),
    ...(values.tier ? { tier: values.tier as ListDeskTicketsQuery['tier'] } : {}),
    ...(values.from ? { from: `${values.from}T00:00:00.000Z` } : {}),
    ...(values.to ? { to: `${values.to}T23:59:59.999Z` } : {}),
  };
}

/** Props of DeskFilters. */
export interface DeskFiltersProps {
  values: DeskFilterValues;
  onChange: (values: DeskFilterValues) => void;
}

/** The desk's filters: text, status, priority, category, the member's tier and the opening date range. */
export function DeskFilters({ values, onChange }: DeskFiltersProps) {
  const { t } = useTranslation();
  const set = (key: keyof DeskFilterValues) => (value: string) => {
    onChange({ ...values, [key]: value });
  };
  const any = t('support.status.all');
  return (
    <>
      <div className="mb-2">
        <label htmlFor="desk-search" className="form-label small">
          {t('supportDesk.search')}
        </label>
        <input
          id="desk-search"
          type="search"
          className="form-control form-control-sm"
          value={values.q}
          onChange={(event) => {
            set('q')(event.target.value);
          }}
        />
      </div>
      <FilterBar label={t('supportDesk.filters')}>
        <FilterSelect
          id="desk-status"
          label={t('supportDesk.status')}
          value={values.status}
          anyLabel={any}
          options={TICKET_STATUSES.map((value) => ({ value, label: t(`supportDesk.statusName.${value}`) }))}
          onChange={set('status')}
        />
        <FilterSelect
          id="desk-priority"
          label={t('supportDesk.priority')}
          value={values.priority}
          anyLabel={any}
          options={TICKET_PRIORITIES.map((value) => ({ value, label: t(`support.priority.${value}`) }))}
          onChange={set('priority')}
        />
        <FilterSelect
          id="desk-category"
          label={t('supportDesk.category')}
          value={values.category}
          anyLabel={any}
          options={TICKET_CATEGORIES.map((value) => ({ value, label: t(`support.category.${value}`) }))}
          onChange={set('category')}
        />
        <FilterSelect
          id="desk-tier"
          label={t('supportDesk.tier')}
          value={values.tier}
          anyLabel={any}
          options={TIERS.map((value) => ({ value, label: t(`tiers.${value}`) }))}
          onChange={set('tier')}
        />
        <FilterDate id="desk-from" label={t('supportDesk.from')} value={values.from} onChange={set('from')} />
        <FilterDate id="desk-to" label={t('supportDesk.to')} value={values.to} onChange={set('to')} />
      </FilterBar>
    </>
  );
}
