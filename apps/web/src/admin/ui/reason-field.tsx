import { STAFF_REASON_MAX, STAFF_REASON_MIN } from '@streamit/contract';
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
  /** A three-line text area instead of one line, for dialogs with room for a longer reason. */
  multiline?: boolean;
}

/**
 * The reason staff write for an action that is audited. As long as the contract's staff reason
 * (`StaffReasonSchema`: member points, tiers, suspensions, ended sessions, social claim bypasses), so the
 * browser says so first.
 */
export function ReasonField(props: ReasonFieldProps) {
  const { id, label, value, onChange, className = '', small = false, multiline = false } = props;
  const control = {
    id,
    className: small ? 'form-control form-control-sm' : 'form-control',
    required: true,
    minLength: STAFF_REASON_MIN,
    maxLength: STAFF_REASON_MAX,
    dir: 'auto',
    value,
  };
  return (
    <FormField id={id} label={label} className={className} small={small}>
      {() =>
        multiline ? (
          <textarea
            {...control}
            rows={3}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        ) : (
          <input
            {...control}
            onChange={(event) => {
              onChange(event.target.value);
            }}
          />
        )
      }
    </FormField>
  );
}
