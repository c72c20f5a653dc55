import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { SearchCombobox } from '../../components/search-combobox';
import { useActivitySearchOptions } from './use-activity-search-options';

/** Props of ActivityPicker. */
export interface ActivityPickerProps {
  value: { id: string; title: string } | null;
  onChange: (activity: { id: string; title: string } | null) => void;
  errorId?: string;
}

/** Finds a published activity by title to feature; once chosen it shows the title with a Change button. */
export function ActivityPicker({ value, onChange, errorId }: ActivityPickerProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const { options, status } = useActivitySearchOptions(query);
  if (value) {
    return (
      <div className="d-flex align-items-center gap-2 featured-picked" aria-describedby={errorId}>
        <span>
          {t('moderation.featured.form.chosen')} <strong dir="auto">{value.title}</strong>
        </span>
        <button
          type="button"
          className="btn btn-sm btn-outline-secondary"
          onClick={() => {
            onChange(null);
          }}
        >
          {t('moderation.featured.form.change')}
        </button>
      </div>
    );
  }
  return (
    <SearchCombobox
      idPrefix="featured-activity"
      label={t('moderation.featured.form.activity')}
      placeholder={t('moderation.featured.form.activityPlaceholder')}
      query={query}
      onQueryChange={setQuery}
      results={options}
      status={status}
      messages={{
        loading: t('moderation.featured.form.searching'),
        empty: t('moderation.featured.form.noMatch'),
        error: t('moderation.featured.form.searchError'),
        resultCount: (count) => t('moderation.featured.form.resultCount', { count }),
      }}
      onSelect={(option) => {
        onChange({ id: option.value, title: option.title });
        setQuery('');
      }}
    />
  );
}
