import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { PickedActivity } from './activity-search';
import { ActivityChoice, OptionalNumberField, TierSelect } from './content-override-fields';
import {
  readContentForm,
  type ContentOverrideForm as FormState,
  type ContentOverrideInput,
  type NumberField,
} from './content-override-values';

/** Props of ContentOverrideForm. */
export interface ContentOverrideFormProps {
  /** The activity being edited; null while adding (the form asks for one). */
  activity: PickedActivity | null;
  initial: FormState;
  onReview: (activity: PickedActivity, values: ContentOverrideInput) => void;
  onCancel: () => void;
}

function useFocusOnOpen() {
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens above the list: focus moves to it so keyboard and screen reader users land there.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return heading;
}

/** The rule's fields: base points, cooldown, the tier it needs and whether it repeats. */
function RuleFields(props: {
  form: FormState;
  invalid: NumberField[];
  onChange: (patch: Partial<FormState>) => void;
}) {
  const { t } = useTranslation();
  const { form, onChange } = props;
  const number = (field: NumberField) => (
    <div className="col-sm-6">
      <OptionalNumberField
        field={field}
        value={form[field]}
        invalid={props.invalid.includes(field)}
        onChange={(value) => {
          onChange({ [field]: value });
        }}
      />
    </div>
  );
  return (
    <div className="row g-3">
      {number('basePoints')}
      {number('cooldownSeconds')}
      <div className="col-sm-6">
        <TierSelect
          value={form.requiredTier}
          onChange={(requiredTier) => {
            onChange({ requiredTier });
          }}
        />
      </div>
      <div className="col-sm-6 d-flex align-items-center">
        <div className="form-check">
          <input
            id="points-content-allowRepeats"
            type="checkbox"
            className="form-check-input"
            checked={form.allowRepeats}
            onChange={(event) => {
              onChange({ allowRepeats: event.target.checked });
            }}
          />
          <label htmlFor="points-content-allowRepeats" className="form-check-label">
            {t('pointsConfig.content.fields.allowRepeats')}
          </label>
        </div>
      </div>
    </div>
  );
}

/** Add or edit an activity's own rules: base points, repeats, cooldown and the tier it needs. */
export function ContentOverrideForm({
  activity: fixed,
  initial,
  onReview,
  onCancel,
}: ContentOverrideFormProps) {
  const { t } = useTranslation();
  const [activity, setActivity] = useState(fixed);
  const [form, setForm] = useState(initial);
  const [invalid, setInvalid] = useState<NumberField[]>([]);
  const [missingActivity, setMissingActivity] = useState(false);
  const heading = useFocusOnOpen();
  const set = (patch: Partial<FormState>): void => {
    setForm((current) => ({ ...current, ...patch }));
  };
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const read = readContentForm(form);
    setInvalid(read.invalid);
    setMissingActivity(activity === null);
    if (activity && read.values) onReview(activity, read.values);
  };
  const title = t(fixed ? 'pointsConfig.content.editTitle' : 'pointsConfig.content.addTitle');
  return (
    <form className="card card-body mb-3" aria-label={title} onSubmit={submit} noValidate>
      <h3 ref={heading} className="h6" tabIndex={-1}>
        {title}
      </h3>
      <ActivityChoice
        activity={activity}
        canChange={!fixed}
        missing={missingActivity}
        onChange={setActivity}
      />
      <RuleFields form={form} invalid={invalid} onChange={set} />
      <div className="d-flex gap-2 mt-3">
        <button type="submit" className="btn btn-primary">
          {t('pointsConfig.content.review')}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('pointsConfig.preview.cancel')}
        </button>
      </div>
    </form>
  );
}
