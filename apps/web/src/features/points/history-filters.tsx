import { LEDGER_ENTRY_KINDS, LEDGER_SOURCES } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { FilterBar, FilterDate, FilterSelect } from '../../components/filter-bar';

/** What the member picked in the history's filters: '' means "any" (dates are YYYY-MM-DD). */
export interface HistoryFilterValues {
  kind: string;
  source: string;
  from: string;
  to: string;
}

/** No filter at all. */
export const NO_HISTORY_FILTERS: HistoryFilterValues = { kind: '', source: '', from: '', to: '' };

/** The history's filters: kind, source and a date range (whole UTC days). */
export function HistoryFilters({ values, onChange }: HistoryFiltersProps) {
  const { t } = useTranslation();
  const set = (key: keyof HistoryFilterValues) => (value: string) => {
    onChange({ ...values, [key]: value });
  };
  return (
    <FilterBar label={t('points.history.filters')}>
      <FilterSelect
        id="points-kind"
        label={t('points.history.kind')}
        value={values.kind}
        anyLabel={t('points.history.any')}
        options={LEDGER_ENTRY_KINDS.map((kind) => ({
          value: kind,
          label: t(`points.history.kinds.${kind}`),
        }))}
        onChange={set('kind')}
      />
      <FilterSelect
        id="points-source"
        label={t('points.history.source')}
        value={values.source}
        anyLabel={t('points.history.any')}
        options={LEDGER_SOURCES.map((source) => ({
          value: source,
          label: t(`points.history.sources.${source}`),
        }))}
        onChange={set('source')}
      />
      <FilterDate
        id="points-from"
        label={t('points.history.from')}
        value={values.from}
        onChange={set('from')}
      />
      <FilterDate id="points-to" label={t('points.history.to')} value={values.to} onChange={set('to')} />
    </FilterBar>
  );
}

/** Props of HistoryFilters. */
export interface HistoryFiltersProps {
  values: HistoryFilterValues;
  onChange: (values: HistoryFilterValues) => void;
}
