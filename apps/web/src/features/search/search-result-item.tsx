import type { SearchResult } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useTranslation } from '../../i18n/use-translation';
import { HighlightedText } from '../../components/highlighted-text';

function ResultPicture({ result }: { result: SearchResult }) {
  if (!result.thumbnailUrl) {
    return (
      <span className="search-result__art" aria-hidden="true">
        {result.title.slice(0, 1).toUpperCase()}
      </span>
    );
  }
  // Decorative: the title next to it names the work.
  return (
    <img
      className="search-result__image"
      src={result.thumbnailUrl}
      alt=""
      width={160}
      height={90}
      loading="lazy"
      decoding="async"
    />
  );
}

/** One hit of /search: picture, title with the matched words marked, kind and category, and the snippet. */
export function SearchResultItem({ result }: { result: SearchResult }) {
  const { t } = useTranslation();
  const detail = [t(`search.types.${result.type}`), result.categoryName].filter(Boolean).join(' · ');
  return (
    <li className="search-result" data-testid="search-result">
      <ResultPicture result={result} />
      <div className="search-result__text">
        <h3 className="search-result__title h6 mb-1" dir="auto">
          <Link to="/activities/$activityId" params={{ activityId: result.slug }} className="stretched-link">
            <HighlightedText text={result.title} ranges={result.titleHighlights} />
          </Link>
        </h3>
        <p className="small text-body-secondary mb-1">{detail}</p>
        {result.snippet ? (
          <p className="search-result__snippet small mb-0" dir="auto">
            <HighlightedText text={result.snippet} ranges={result.snippetHighlights} />
          </p>
        ) : null}
      </div>
    </li>
  );
}
