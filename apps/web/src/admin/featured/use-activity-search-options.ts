import { useTranslation } from '../../i18n/use-translation';
import type { SearchOption, SearchStatus } from '../../components/search-combobox';
import { useSearchFeaturedCandidates } from './search-featured-candidates.queries';
import { useDebouncedText } from './use-debounced-text';

/** Published activities matching the typed title, as combobox options, with the search's state. */
export function useActivitySearchOptions(query: string): { options: SearchOption[]; status: SearchStatus } {
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
  const waiting = debounced !== query || search.isFetching;
  return { options, status: waiting ? 'loading' : 'ready' };
}
