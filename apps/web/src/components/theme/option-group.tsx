import { useId, type ReactNode } from 'react';

/** One choice of an OptionGroup. */
export interface Option<T extends string> {
  value: T;
  label: string;
  /** Shown before the label, e.g. a colour swatch or an icon. */
  adornment?: ReactNode;
}

/** Props of OptionGroup. */
export interface OptionGroupProps<T extends string> {
  legend: string;
  name: string;
  value: T;
  options: readonly Option<T>[];
  onChange: (value: T) => void;
  /** Help text under the legend. */
  hint?: string;
}

/** A labelled set of radio buttons that look like toggle buttons: arrow keys move between them. */
export function OptionGroup<T extends string>({
  legend,
  name,
  value,
  options,
  onChange,
  hint,
}: OptionGroupProps<T>) {
  const id = useId();
  return (
    <fieldset className="si-option-group" aria-describedby={hint ? `${id}-hint` : undefined}>
      <legend className="si-option-group__legend">{legend}</legend>
      {hint ? (
        <p id={`${id}-hint`} className="form-text mt-0 mb-2">
          {hint}
        </p>
      ) : null}
      <div className="si-option-group__choices">
        {options.map((option) => {
          const inputId = `${id}-${option.value}`;
          return (
            <div key={option.value} className="si-option-group__choice">
              <input
                type="radio"
                className="btn-check"
                id={inputId}
                name={`${name}-${id}`}
                value={option.value}
                checked={option.value === value}
                onChange={() => {
                  onChange(option.value);
                }}
              />
              <label className="btn btn-outline-secondary si-option-group__label" htmlFor={inputId}>
                {option.adornment}
                {option.label}
              </label>
            </div>
          );
        })}
      </div>
    </fieldset>
  );
}
