/** One choice of a RadioGroupField. */
export interface RadioChoice<T extends string> {
  value: T;
  label: string;
}

/** Props of RadioGroupField. */
export interface RadioGroupFieldProps<T extends string> {
  /** Base id: each input is `<id>-<value>`, the error `<id>-error` (the same pattern as FormField). */
  id: string;
  legend: string;
  choices: readonly RadioChoice<T>[];
  value: T | null;
  onChange: (value: T) => void;
  /** An already translated error, announced and tied to the group. */
  error?: string | undefined;
}

/** A labelled list of radio buttons with its error under it: the form block for "pick one" questions. */
export function RadioGroupField<T extends string>({
  id,
  legend,
  choices,
  value,
  onChange,
  error,
}: RadioGroupFieldProps<T>) {
  const errorId = `${id}-error`;
  return (
    <fieldset className="mb-3" aria-describedby={error ? errorId : undefined}>
      <legend className="form-label fs-6">{legend}</legend>
      {choices.map((choice) => (
        <div className="form-check" key={choice.value}>
          <input
            className={`form-check-input${error ? ' is-invalid' : ''}`}
            type="radio"
            name={id}
            id={`${id}-${choice.value}`}
            checked={value === choice.value}
            onChange={() => {
              onChange(choice.value);
            }}
          />
          <label className="form-check-label" htmlFor={`${id}-${choice.value}`}>
            {choice.label}
          </label>
        </div>
      ))}
      {error ? (
        <p id={errorId} className="invalid-feedback d-block" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  );
}
