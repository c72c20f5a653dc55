import type { ReactNode } from 'react';
import type { SelectOption } from './form-field';
import './filter-bar.css';

/** Props of FilterBar. */
export interface FilterBarProps {
  /** The accessible name of the group of filters. */
  label: string;
  children: ReactNode;
}

/** A row of small filters above a list, announced as one group. */
export function FilterBar({ label, children }: FilterBarProps) {
  return (
    <div className="filter-bar" role="group" aria-label={label}>
      {children}
    </div>
  );
}

/** Props of FilterSelect. */
export interface FilterSelectProps {
  id: string;
  label: string;
  value: string;
  options: readonly SelectOption[];
  onChange: (value: string) => void;
  /** A first choice meaning "no filter" (value ''), when the filter can be cleared. */
  anyLabel?: string;
}

/** A small labelled select of a FilterBar; it reports the picked value, '' for "any". */
export function FilterSelect({ id, label, value, options, onChange, anyLabel }: FilterSelectProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <select
        id={id}
        className="form-select form-select-sm"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      >
        {anyLabel === undefined ? null : <option value="">{anyLabel}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/** Props of FilterCheckbox. */
export interface FilterCheckboxProps {
  id: string;
  label: string;
  checked: boolean;
  onChange: (checked: boolean) => void;
}

/** A small checkbox of a FilterBar, aligned with the selects' baseline. */
export function FilterCheckbox({ id, label, checked, onChange }: FilterCheckboxProps) {
  return (
    <div className="form-check align-self-end mb-1">
      <input
        id={id}
        type="checkbox"
        className="form-check-input"
        checked={checked}
        onChange={(event) => {
          onChange(event.target.checked);
        }}
      />
      <label htmlFor={id} className="form-check-label small">
        {label}
      </label>
    </div>
  );
}

/** Props of FilterDate. */
export interface FilterDateProps {
  id: string;
  label: string;
  /** YYYY-MM-DD, or '' for no bound. */
  value: string;
  onChange: (value: string) => void;
}

/** A small labelled date input of a FilterBar; it reports YYYY-MM-DD, '' once cleared. */
export function FilterDate({ id, label, value, onChange }: FilterDateProps) {
  return (
    <div>
      <label htmlFor={id} className="form-label small">
        {label}
      </label>
      <input
        id={id}
        type="date"
        className="form-control form-control-sm"
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
