import type { ActivityType, SearchResult } from '@streamit/contract';
import { useNavigate } from '@tanstack/react-router';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SearchCombobox, type SearchOption, type SearchStatus } from '../../components/search-combobox';
import { useSearchActivities } from './search-activities.queries';
import { useDebouncedValue } from './use-debounced-value';

const TYPING_PAUSE_MS = 250;

function useDescribeResult(): (result: SearchResult) => SearchOption {
  const { t } = useTranslation();
  const typeName = (type: ActivityType) => t(`search.types.${type}`);
  return (result) => ({
    id: result.id,
    value: result.slug,
    title: result.title,
    titleHighlights: result.titleHighlights,
    detail: [typeName(result.type), result.categoryName].filter(Boolean).join(' · '),
  });
}

function getStatus(
  typed: string,
  settled: string,
  query: ReturnType<typeof useSearchActivities>,
): SearchStatus {
  if (typed === '') return 'idle';
  if (query.isError) return 'error';
  if (typed !== settled || query.isFetching || !query.data) return 'loading';
  return 'ready';
}

/**
 * The header's 'Search activities...' box: searches on the server as you type and opens the chosen activity;
 * Enter without a choice opens the results page, /search?q=.
 */
export function ActivitySearch({ idPrefix, onNavigate }: { idPrefix: string; onNavigate?: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [typed, setTyped] = useState('');
  const settled = useDebouncedValue(typed.trim(), TYPING_PAUSE_MS);
  const query = useSearchActivities(settled);
  const describe = useDescribeResult();
  const results = typed.trim() === '' ? [] : (query.data?.items.map(describe) ?? []);
  return (
    <SearchCombobox
      idPrefix={idPrefix}
      label={t('search.label')}
      placeholder={t('search.placeholder')}
      query={typed}
      onQueryChange={setTyped}
      results={results}
      status={getStatus(typed.trim(), settled, query)}
      messages={{
        loading: t('search.loading'),
        empty: t('search.empty'),
        error: t('search.error'),
        resultCount: (count) => t('search.resultCount', { count }),
      }}
      onSelect={(option) => {
        setTyped('');
        onNavigate?.();
        void navigate({ to: '/activities/$activityId', params: { activityId: option.value } });
      }}
      onSubmit={(submitted) => {
        onNavigate?.();
        void navigate({ to: '/search', search: { q: submitted } });
      }}
    />
  );
}
