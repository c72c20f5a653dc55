import { FormField } from '../form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { TranslationKey } from '../../lib/app-paths';
import type { CampaignFormErrors, CampaignFormValues } from './campaign-form-values';
import { CampaignActivityPicker } from './campaign-activity-picker';

type Field = 'title' | 'startsAt' | 'endsAt' | 'bonusPoints' | 'budgetPoints';

/** Props of CampaignFields: the values, their setter and the message of each wrong one. */
export interface CampaignFieldsProps {
  id: string;
  values: CampaignFormValues;
  errors: CampaignFormErrors;
  onChange: (values: CampaignFormValues) => void;
  /** The budget field's label: where its points come from differs between staff, a top-up and a proposal. */
  budgetLabel: string;
  budgetHint?: string | undefined;
}

/**
 * A campaign's fields (title, activities, window, bonus per completion, budget), shared by the staff campaign
 * form and the partner portal's proposal form: the server takes the same body from both.
 */
export function CampaignFields({ id, values, errors, onChange, ...budget }: CampaignFieldsProps) {
  const { t } = useTranslation();
  const message = (key?: string) =>
    key ? t(`partners.campaigns.errors.${key}` as TranslationKey) : undefined;
  const field = (name: Field, type: string, wide = false) => (
    <FormField
      id={`${id}-${name}`}
      label={
        name === 'budgetPoints'
          ? budget.budgetLabel
          : t(`partners.campaigns.fields.${name}` as TranslationKey)
      }
      hint={name === 'budgetPoints' ? budget.budgetHint : undefined}
      className={wide ? 'mb-3' : 'col-sm-6 mb-3'}
      errorText={name === 'startsAt' ? undefined : message(errors[name])}
    >
      {(aria) => (
        <input
          id={`${id}-${name}`}
          type={type}
          className="form-control"
          dir={type === 'text' ? 'auto' : undefined}
          inputMode={type === 'number' ? 'numeric' : undefined}
          min={type === 'number' ? 1 : undefined}
          value={values[name]}
          onChange={(event) => {
            onChange({ ...values, [name]: event.target.value });
          }}
          {...aria}
        />
      )}
    </FormField>
  );
  return (
    <>
      {field('title', 'text', true)}
      <CampaignActivityPicker
        id={`${id}-activities`}
        chosen={values.activityIds}
        error={message(errors.activities)}
        onChange={(activityIds) => {
          onChange({ ...values, activityIds });
        }}
      />
      <div className="row g-2">
        {field('startsAt', 'datetime-local')}
        {field('endsAt', 'datetime-local')}
        {field('bonusPoints', 'number')}
        {field('budgetPoints', 'number')}
      </div>
    </>
  );
}
