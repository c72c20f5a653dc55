import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SearchCombobox, type SearchOption, type SearchStatus } from '../../components/search-combobox';
import { useSearchFeaturedCandidates } from '../featured/search-featured-candidates.queries';
import { useDebouncedText } from '../featured/use-debounced-text';

/** A published activity picked from the search. */
export interface PickedActivity {
  id: string;
  title: string;
}

function useOptions(query: string): { options: SearchOption[]; status: SearchStatus } {
  const { t } = useTranslation();
  const debounced = useDebouncedText(query, 250);
  const search = useSearchFeaturedCandidates(debounced);
  const options = (search.data?.items ?? []).map((item) => ({
    id: item.id,
    value: item.id,
    title: item.title,
    titleHighlights: item.titleHighlights,
    detail: [t(`moderation.kinds.${item.type}`), item.categoryName].filter(Boolean).join(' · '),
  }));
  if (!query.trim()) return { options: [], status: 'idle' };
  if (search.isError) return { options: [], status: 'error' };
  return { options, status: debounced !== query || search.isFetching ? 'loading' : 'ready' };
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
  const { options, status } = useOptions(query);
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
