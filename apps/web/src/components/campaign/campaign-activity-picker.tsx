import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { getActivityQueryOptions } from '../../features/activities/get-activity.queries';
import { useTranslation } from '../../i18n/use-translation';
import { useActivitySearch } from '../../lib/activity-search.queries';

/** Props of CampaignActivityPicker. */
export interface CampaignActivityPickerProps {
  id: string;
  chosen: string[];
  error?: string | undefined;
  onChange: (activityIds: string[]) => void;
}

/** One attached activity, named from the search it was picked in, or loaded when the form opened with it. */
function ChosenActivity({ id, known, onRemove }: { id: string; known?: string; onRemove: () => void }) {
  const { t } = useTranslation();
  const activity = useQuery({ ...getActivityQueryOptions(id), enabled: known === undefined });
  const title = known ?? activity.data?.title ?? id;
  return (
    <li className="list-group-item d-flex justify-content-between align-items-center gap-2">
      <span className="text-break" dir="auto">
        {title}
      </span>
      <button type="button" className="btn btn-outline-secondary btn-sm" onClick={onRemove}>
        {t('partners.campaigns.remove', { title })}
      </button>
    </li>
  );
}

interface SearchResultsProps {
  q: string;
  chosen: string[];
  onAdd: (id: string, title: string) => void;
}

function SearchResults({ q, chosen, onAdd }: SearchResultsProps) {
  const { t } = useTranslation();
  const results = useActivitySearch(q);
  if (q.trim() === '') return null;
  const items = (results.data?.items ?? []).filter((item) => !chosen.includes(item.id)).slice(0, 8);
  if (results.isPending) return <p role="status">{t('partners.campaigns.searching')}</p>;
  if (items.length === 0) return <p role="status">{t('partners.campaigns.noMatch')}</p>;
  return (
    <ul className="list-group mb-2">
      {items.map((item) => (
        <li key={item.id} className="list-group-item d-flex justify-content-between align-items-center gap-2">
          <span className="text-break" dir="auto">
            {item.title}
          </span>
          <button
            type="button"
            className="btn btn-outline-primary btn-sm"
            onClick={() => {
              onAdd(item.id, item.title);
            }}
          >
            {t('partners.campaigns.add', { title: item.title })}
          </button>
        </li>
      ))}
    </ul>
  );
}

/** Find published activities by title and attach them to the campaign; the chosen ones can be removed. */
export function CampaignActivityPicker({ id, chosen, error, onChange }: CampaignActivityPickerProps) {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [titles, setTitles] = useState<Record<string, string>>({});
  return (
    <fieldset className="mb-3" aria-describedby={error ? `${id}-error` : undefined}>
      <legend className="form-label fs-6">{t('partners.campaigns.activities')}</legend>
      {chosen.length === 0 ? (
        <p className="small text-body-secondary">{t('partners.campaigns.noActivities')}</p>
      ) : (
        <ul className="list-group mb-2">
          {chosen.map((activityId) => (
            <ChosenActivity
              key={activityId}
              id={activityId}
              known={titles[activityId]}
              onRemove={() => {
                onChange(chosen.filter((each) => each !== activityId));
              }}
            />
          ))}
        </ul>
      )}
      <label htmlFor={`${id}-search`} className="form-label small">
        {t('partners.campaigns.search')}
      </label>
      <input
        id={`${id}-search`}
        type="search"
        className="form-control mb-2"
        dir="auto"
        value={q}
        aria-invalid={error ? true : undefined}
        onChange={(event) => {
          setQ(event.target.value);
        }}
      />
      <SearchResults
        q={q}
        chosen={chosen}
        onAdd={(activityId, title) => {
          setTitles({ ...titles, [activityId]: title });
          onChange([...chosen, activityId]);
        }}
      />
      {error ? (
        <p id={`${id}-error`} className="invalid-feedback d-block">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
