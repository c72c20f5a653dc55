import { TIERS, type Tier } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormField } from '../../components/form-field';
import { ActivitySearch, type PickedActivity } from './activity-search';
import { contentBounds, type NumberField } from './content-override-values';
import { useRangeText } from './use-range-text';

/** The activity the rules are for: its title (with Change while adding), or the search to pick it. */
export function ActivityChoice({
  activity,
  canChange,
  missing,
  onChange,
}: {
  activity: PickedActivity | null;
  canChange: boolean;
  missing: boolean;
  onChange: (activity: PickedActivity | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <div className="mb-3">
      {activity ? (
        <div className="d-flex flex-wrap align-items-center gap-2">
          <span>
            {t('pointsConfig.content.activity')}: <strong dir="auto">{activity.title}</strong>
          </span>
          {canChange ? (
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              onClick={() => {
                onChange(null);
              }}
            >
              {t('pointsConfig.change')}
            </button>
          ) : null}
        </div>
      ) : (
        <ActivitySearch
          idPrefix="points-content-activity"
          label={t('pointsConfig.content.searchLabel')}
          onSelect={onChange}
        />
      )}
      {missing && !activity ? (
        <p className="invalid-feedback d-block mb-0">{t('pointsConfig.content.pickFirst')}</p>
      ) : null}
    </div>
  );
}

/** A number rule where an empty field means "the default"; the error names the contract's range. */
export function OptionalNumberField({
  field,
  value,
  invalid,
  onChange,
}: {
  field: NumberField;
  value: string;
  invalid: boolean;
  onChange: (value: string) => void;
}) {
  const { t } = useTranslation();
  const range = useRangeText();
  const id = `points-content-${field}`;
  return (
    <FormField
      id={id}
      label={t(`pointsConfig.content.fields.${field}`)}
      hint={t('pointsConfig.content.blankHint')}
      errorText={invalid ? range(contentBounds(field)) : undefined}
    >
      {(aria) => (
        <input
          id={id}
          className={controlClass(invalid)}
          inputMode="numeric"
          value={value}
          onChange={(event) => {
            onChange(event.target.value);
          }}
          {...aria}
        />
      )}
    </FormField>
  );
}

/** The tier an activity needs, or any tier. */
export function TierSelect({ value, onChange }: { value: Tier | ''; onChange: (tier: Tier | '') => void }) {
  const { t } = useTranslation();
  return (
    <FormField id="points-content-requiredTier" label={t('pointsConfig.content.fields.requiredTier')}>
      {(aria) => (
        <select
          id="points-content-requiredTier"
          className="form-select"
          value={value}
          onChange={(event) => {
            onChange(event.target.value as Tier | '');
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
  );
}
