import { useId, useState, type KeyboardEvent } from 'react';
import { HighlightedText, type TextRange } from './highlighted-text';
import { Icon } from './icon';

export type { TextRange } from './highlighted-text';

/** One result of the search box. */
export interface SearchOption {
  id: string;
  /** What choosing the option passes on, e.g. the activity's slug. */
  value: string;
  title: string;
  /** Stretches of the title that matched, shown marked. */
  titleHighlights?: readonly TextRange[];
  /** A second line, e.g. the activity's type or category. */
  detail?: string;
}

/** Where the search is: nothing typed, waiting, results (maybe none), or failed. */
export type SearchStatus = 'idle' | 'loading' | 'ready' | 'error';

/** Words the box shows for each state; `resultCount` formats the announcement of a result count. */
export interface SearchMessages {
  loading: string;
  empty: string;
  error: string;
  resultCount: (count: number) => string;
}

/** Props of SearchCombobox. */
export interface SearchComboboxProps {
  idPrefix: string;
  label: string;
  placeholder: string;
  query: string;
  onQueryChange: (query: string) => void;
  results: readonly SearchOption[];
  status: SearchStatus;
  messages: SearchMessages;
  onSelect: (option: SearchOption) => void;
  /** Enter with no result chosen: search for what was typed (the results page). */
  onSubmit?: (query: string) => void;
}

function getStatusMessage(status: SearchStatus, count: number, messages: SearchMessages): string {
  switch (status) {
    case 'idle':
      return '';
    case 'loading':
      return messages.loading;
    case 'error':
      return messages.error;
    case 'ready':
      return count === 0 ? messages.empty : messages.resultCount(count);
  }
}

function nextIndex(key: string, current: number, count: number): number {
  if (key === 'ArrowDown') return current + 1 >= count ? 0 : current + 1;
  return current <= 0 ? count - 1 : current - 1;
}

type ComboboxStateInput = Pick<
  SearchComboboxProps,
  'query' | 'onQueryChange' | 'results' | 'status' | 'onSelect' | 'onSubmit'
>;

function useComboboxState({ query, onQueryChange, results, status, onSelect, onSubmit }: ComboboxStateInput) {
  const [active, setActive] = useState(-1);
  const [dismissed, setDismissed] = useState(false);
  const expanded = !dismissed && query.trim() !== '' && status !== 'idle';
  const activeOption = expanded ? results[active] : undefined;

  const choose = (option: SearchOption): void => {
    onSelect(option);
    setDismissed(true);
    setActive(-1);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>): void => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setDismissed(false);
      if (results.length > 0) setActive((current) => nextIndex(event.key, current, results.length));
    } else if (event.key === 'Enter' && activeOption) {
      event.preventDefault();
      choose(activeOption);
    } else if (event.key === 'Enter' && onSubmit && query.trim() !== '') {
      event.preventDefault();
      setDismissed(true);
      setActive(-1);
      onSubmit(query.trim());
    } else if (event.key === 'Escape') {
      if (expanded) setDismissed(true);
      else onQueryChange('');
      setActive(-1);
    }
  };
  return { active, setActive, setDismissed, expanded, activeOption, choose, onKeyDown };
}

interface ResultOptionsProps {
  baseId: string;
  listboxId: string;
  label: string;
  results: readonly SearchOption[];
  active: number;
  onChoose: (option: SearchOption) => void;
}

function ResultOptions({ baseId, listboxId, label, results, active, onChoose }: ResultOptionsProps) {
  return (
    <ul id={listboxId} role="listbox" aria-label={label} className="list-unstyled mb-0">
      {results.map((option, index) => (
        <li
          key={option.id}
          id={`${baseId}-option-${option.id}`}
          role="option"
          aria-selected={index === active}
          className={`si-search__option${index === active ? ' is-active' : ''}`}
          // Keeps focus in the input, so the click does not blur (and close) the list first.
          onMouseDown={(event) => {
            event.preventDefault();
          }}
          onClick={() => {
            onChoose(option);
          }}
        >
          <span className="d-block fw-semibold" dir="auto">
            <HighlightedText text={option.title} ranges={option.titleHighlights ?? []} />
          </span>
          {option.detail ? <span className="d-block small text-body-secondary">{option.detail}</span> : null}
        </li>
      ))}
    </ul>
  );
}

/**
 * A search box with a list of results (the ARIA 1.2 combobox with listbox pattern): arrow keys move the
 * active result, Enter chooses it, Escape closes the list and then clears the box.
 */
export function SearchCombobox(props: SearchComboboxProps) {
  const { idPrefix, label, placeholder, query, onQueryChange, results, status, messages } = props;
  const baseId = `${idPrefix}-${useId().replace(/[^\w-]/g, '')}`;
  const listboxId = `${baseId}-listbox`;
  const { active, setActive, setDismissed, expanded, activeOption, choose, onKeyDown } =
    useComboboxState(props);
  const message = getStatusMessage(status, results.length, messages);
  return (
    <div className="si-search" role="search">
      <label htmlFor={`${baseId}-input`} className="visually-hidden">
        {label}
      </label>
      <Icon name="search" className="si-search__icon" />
      <input
        id={`${baseId}-input`}
        type="search"
        className="form-control si-search__input"
        placeholder={placeholder}
        autoComplete="off"
        role="combobox"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listboxId}
        aria-activedescendant={activeOption ? `${baseId}-option-${activeOption.id}` : undefined}
        value={query}
        onChange={(event) => {
          onQueryChange(event.target.value);
          setDismissed(false);
          setActive(-1);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setDismissed(true);
        }}
      />
      <div className="si-search__popup" hidden={!expanded}>
        <ResultOptions
          baseId={baseId}
          listboxId={listboxId}
          label={label}
          results={results}
          active={active}
          onChoose={choose}
        />
        {message && (status !== 'ready' || results.length === 0) ? (
          <p className="si-search__message mb-0">{message}</p>
        ) : null}
      </div>
      <p className="visually-hidden" role="status" aria-live="polite">
        {expanded ? message : ''}
      </p>
    </div>
  );
}
