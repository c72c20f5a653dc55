import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SearchCombobox } from '../../components/search-combobox';
import { useActivitySearchOptions } from '../featured/use-activity-search-options';

/** A published activity picked from the search. */
export interface PickedActivity {
  id: string;
  title: string;
}

/** Finds a published activity by its title (the site search), for an override to apply to. */
export function ActivitySearch({
  idPrefix,
  label,
  onSelect,
}: {
  idPrefix: string;
  label: string;
  onSelect: (activity: PickedActivity) => void;
}) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { options, status } = useActivitySearchOptions(query);
  return (
    <SearchCombobox
      idPrefix={idPrefix}
      label={label}
      placeholder={t('pointsConfig.search.placeholder')}
      query={query}
      onQueryChange={setQuery}
      results={options}
      status={status}
      messages={{
        loading: t('pointsConfig.search.loading'),
        empty: t('pointsConfig.search.empty'),
        error: t('pointsConfig.search.error'),
        resultCount: (count) => t('pointsConfig.search.resultCount', { count }),
      }}
      onSelect={(option) => {
        onSelect({ id: option.value, title: option.title });
        setQuery('');
      }}
    />
  );
}
