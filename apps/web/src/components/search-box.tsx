import { useId, type SyntheticEvent } from 'react';
import { Icon } from './icon';

/** Props of SearchBox. */
export interface SearchBoxProps {
  /** The words in the address; the box starts over with them whenever they change. */
  value: string | undefined;
  label: string;
  /** The submit button's name: its text, or its accessible name when `iconButton` is set. */
  submitLabel: string;
  /** Shows a magnifier on the button instead of the words. */
  iconButton?: boolean;
  className: string;
  /** Called on submit with the trimmed words ('' for none). */
  onSearch: (words: string) => void;
}

/** A labelled search form (words and a submit button) whose words live in the address, not in state. */
export function SearchBox({
  value,
  label,
  submitLabel,
  iconButton = false,
  className,
  onSearch,
}: SearchBoxProps) {
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const words = new FormData(event.currentTarget).get('q');
    onSearch(typeof words === 'string' ? words.trim() : '');
  };
  return (
    <form role="search" className={className} onSubmit={submit}>
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <div className="input-group">
        <input
          key={value ?? ''}
          id={id}
          name="q"
          type="search"
          className="form-control"
          defaultValue={value ?? ''}
          maxLength={100}
          dir="auto"
        />
        {iconButton ? (
          <button type="submit" className="btn btn-primary" aria-label={submitLabel}>
            <Icon name="search" />
          </button>
        ) : (
          <button type="submit" className="btn btn-primary">
            {submitLabel}
          </button>
        )}
      </div>
    </form>
  );
}
