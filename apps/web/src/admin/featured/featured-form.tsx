import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormField } from '../../components/form-field';
import { ActivityPicker } from './activity-picker';
import {
  validateFeaturedForm,
  type FeaturedFormErrors,
  type FeaturedFormValues,
} from './featured-form-values';

/** Props of FeaturedForm. */
export interface FeaturedFormProps {
  title: string;
  initial: FeaturedFormValues;
  submitLabel: string;
  pending: boolean;
  /** Sends the checked values; answers whether the server took them. */
  onSubmit: (values: FeaturedFormValues) => Promise<boolean>;
  onCancel: () => void;
}

type TextField = 'headline' | 'heroImage' | 'startsAt' | 'endsAt';
type ErrorsByField = Partial<Record<TextField, string>>;

const asError = (key: string | undefined): { type: string; message: string } | undefined =>
  key ? { type: 'validate', message: key } : undefined;

/** One text or date-time field of the form, with its error under it. */
function TextInput(props: {
  field: TextField;
  type: 'text' | 'datetime-local';
  hint?: string;
  value: string;
  error: string | undefined;
  onChange: (field: TextField, value: string) => void;
}) {
  const { t } = useTranslation();
  const id = `featured-${props.field}`;
  return (
    <FormField
      id={id}
      label={t(`moderation.featured.form.${props.field}`)}
      error={asError(props.error)}
      hint={props.hint}
    >
      {(aria) => (
        <input
          id={id}
          type={props.type}
          className={controlClass(Boolean(props.error))}
          value={props.value}
          onChange={(event) => {
            props.onChange(props.field, event.target.value);
          }}
          {...aria}
        />
      )}
    </FormField>
  );
}

/** The activity the slot features, picked by search. */
function ActivityField(props: {
  value: FeaturedFormValues['activity'];
  invalid: boolean;
  onChange: (activity: FeaturedFormValues['activity']) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      <p className="form-label mb-1">{t('moderation.featured.form.activity')}</p>
      <ActivityPicker
        value={props.value}
        errorId={props.invalid ? 'featured-activity-error' : undefined}
        onChange={props.onChange}
      />
      {props.invalid ? (
        <p id="featured-activity-error" className="invalid-feedback d-block">
          {t('moderation.featured.errors.activity')}
        </p>
      ) : null}
    </div>
  );
}

/** Add or edit a featured slot: the activity, headline, optional hero image and schedule. */
export function FeaturedForm({
  title,
  initial,
  submitLabel,
  pending,
  onSubmit,
  onCancel,
}: FeaturedFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<FeaturedFormErrors>({});
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens above the list: focus moves to it so keyboard and screen reader users land there.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const set = (field: TextField, value: string): void => {
    setValues((current) => ({ ...current, [field]: value }));
  };
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const found = validateFeaturedForm(values);
    setErrors(found);
    if (Object.keys(found).length === 0) void onSubmit(values);
  };
  const fieldErrors: ErrorsByField = errors;
  const text = (field: TextField, type: 'text' | 'datetime-local', hint?: string) => (
    <TextInput
      field={field}
      type={type}
      hint={hint}
      value={values[field]}
      error={fieldErrors[field]}
      onChange={set}
    />
  );
  return (
    <form className="card card-body featured-form" aria-label={title} onSubmit={submit} noValidate>
      <h2 ref={heading} className="h5" tabIndex={-1}>
        {title}
      </h2>
      <ActivityField
        value={values.activity}
        invalid={Boolean(errors.activity)}
        onChange={(activity) => {
          setValues((current) => ({ ...current, activity }));
        }}
      />
      {text('headline', 'text')}
      {text('heroImage', 'text', t('moderation.featured.form.heroHint'))}
      <div className="row g-3">
        <div className="col-sm-6">
          {text('startsAt', 'datetime-local', t('moderation.featured.form.startsHint'))}
        </div>
        <div className="col-sm-6">
          {text('endsAt', 'datetime-local', t('moderation.featured.form.endsHint'))}
        </div>
      </div>
      <div className="d-flex gap-2 mt-2">
        <button type="submit" className="btn btn-primary" disabled={pending} aria-busy={pending || undefined}>
          {submitLabel}
        </button>
        <button type="button" className="btn btn-outline-secondary" onClick={onCancel}>
          {t('moderation.featured.form.cancel')}
        </button>
      </div>
    </form>
  );
}
