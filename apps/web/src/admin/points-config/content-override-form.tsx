import { TIERS } from '@streamit/contract';
import { useEffect, useRef, useState, type SyntheticEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { controlClass, FormField } from '../../components/form-field';
import { ActivitySearch, type PickedActivity } from './activity-search';
import {
  contentBounds,
  readContentForm,
  type ContentOverrideForm as FormState,
  type ContentOverrideInput,
} from './content-override-values';

/** Props of ContentOverrideForm. */
export interface ContentOverrideFormProps {
  /** The activity being edited; null while adding (the form asks for one). */
  activity: PickedActivity | null;
  initial: FormState;
  onReview: (activity: PickedActivity, values: ContentOverrideInput) => void;
  onCancel: () => void;
}

type NumberField = 'basePoints' | 'cooldownSeconds';

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
  const heading = useRef<HTMLHeadingElement>(null);
  // The form opens above the list: focus moves to it so keyboard and screen reader users land there.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const read = readContentForm(form);
    setInvalid(read.invalid);
    setMissingActivity(activity === null);
    if (activity && read.values) onReview(activity, read.values);
  };
  const title = t(fixed ? 'pointsConfig.content.editTitle' : 'pointsConfig.content.addTitle');
  const number = (field: NumberField) => (
    <div className="col-sm-6">
      <FormField
        id={`points-content-${field}`}
        label={t(`pointsConfig.content.fields.${field}`)}
        hint={t('pointsConfig.content.blankHint')}
        errorText={invalid.includes(field) ? t('pointsConfig.errors.range', contentBounds(field)) : undefined}
      >
        {(aria) => (
          <input
            id={`points-content-${field}`}
            className={controlClass(invalid.includes(field))}
            inputMode="numeric"
            value={form[field]}
            onChange={(event) => {
              setForm((current) => ({ ...current, [field]: event.target.value }));
            }}
            {...aria}
          />
        )}
      </FormField>
    </div>
  );
  return (
    <form className="card card-body mb-3" aria-label={title} onSubmit={submit} noValidate>
      <h3 ref={heading} className="h6" tabIndex={-1}>
        {title}
      </h3>
      <div className="mb-3">
        {activity ? (
          <div className="d-flex flex-wrap align-items-center gap-2">
            <span>
              {t('pointsConfig.content.activity')}: <strong dir="auto">{activity.title}</strong>
            </span>
            {fixed ? null : (
              <button
                type="button"
                className="btn btn-sm btn-outline-secondary"
                onClick={() => {
                  setActivity(null);
                }}
              >
                {t('pointsConfig.change')}
              </button>
            )}
          </div>
        ) : (
          <ActivitySearch
            idPrefix="points-content-activity"
            label={t('pointsConfig.content.searchLabel')}
            onSelect={setActivity}
          />
        )}
        {missingActivity && !activity ? (
          <p className="invalid-feedback d-block mb-0">{t('pointsConfig.content.pickFirst')}</p>
        ) : null}
      </div>
      <div className="row g-3">
        {number('basePoints')}
        {number('cooldownSeconds')}
        <div className="col-sm-6">
          <FormField id="points-content-requiredTier" label={t('pointsConfig.content.fields.requiredTier')}>
            {(aria) => (
              <select
                id="points-content-requiredTier"
                className="form-select"
                value={form.requiredTier}
                onChange={(event) => {
                  setForm((current) => ({
                    ...current,
                    requiredTier: event.target.value as FormState['requiredTier'],
                  }));
                }}
                {...aria}
              >
                <option value="">{t('pointsConfig.content.anyTier')}</option>
                {TIERS.map((tier) => (
                  <option key={tier} value={tier}>
                    {t(`tiers.${tier}`)}
                  </option>
                ))}
              </select>
            )}
          </FormField>
        </div>
        <div className="col-sm-6 d-flex align-items-center">
          <div className="form-check">
            <input
              id="points-content-allowRepeats"
              type="checkbox"
              className="form-check-input"
              checked={form.allowRepeats}
              onChange={(event) => {
                setForm((current) => ({ ...current, allowRepeats: event.target.checked }));
              }}
            />
            <label htmlFor="points-content-allowRepeats" className="form-check-label">
              {t('pointsConfig.content.fields.allowRepeats')}
            </label>
          </div>
        </div>
      </div>
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
