import type { ComponentProps } from 'react';
import { readFormText } from '../../features/store/form-text';

/** A labelled text or number input of the store editor, with an optional hint tied to it. */
export function EditorField({
  id,
  label,
  hint,
  ...input
}: { id: string; label: string; hint?: string } & ComponentProps<'input'>) {
  return (
    <div className="col-12 col-md-6">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <input id={id} className="form-control" aria-describedby={hint ? `${id}-hint` : undefined} {...input} />
      {hint ? (
        <div id={`${id}-hint`} className="form-text">
          {hint}
        </div>
      ) : null}
    </div>
  );
}

/** A form value as text, or null when left empty. */
export function textOrNull(data: FormData, name: string): string | null {
  return readFormText(data, name) || null;
}

/** A form value as a whole number, or null when left empty. */
export function numberOrNull(data: FormData, name: string): number | null {
  const text = textOrNull(data, name);
  return text === null ? null : Number(text);
}
