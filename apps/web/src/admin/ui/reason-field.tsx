import { FormField } from '../../components/form-field';

/** Props of ReasonField. */
export interface ReasonFieldProps {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
  /** The wrapper's layout classes: a grid cell, a growing item of an action row. */
  className?: string;
  /** A small label and control, for compact action rows. */
  small?: boolean;
}

/**
 * The reason staff write for an action that is audited. 3 to 500 characters, as the contract's staff
 * reason bodies take (member points and tiers, social claim bypasses), so the browser says so first.
 */
export function ReasonField({ id, label, value, onChange, className = '', small = false }: ReasonFieldProps) {
  return (
    <FormField id={id} label={label} className={className} small={small}>
      {() => (
        <input
          id={id}
          className={small ? 'form-control form-control-sm' : 'form-control'}
          required
          minLength={3}
          maxLength={500}
          dir="auto"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
        />
      )}
    </FormField>
  );
}
