import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormField } from '../../components/form-field';
import { ActivitySearch, type PickedActivity } from './activity-search';
import { useOverrideActivity } from './get-override-activity.queries';
import { parseMultiplier } from './multiplier';
import { useMultiplierErrorText } from './use-range-text';

/** The creator a new override is for. */
export interface PickedCreator {
  id: string;
  name: string;
}

// The creator is found through one of their activities: the site search knows activities, not members.
function CreatorFromActivity({ activity, onClear }: { activity: PickedActivity; onClear: () => void }) {
  const { t } = useTranslation();
  const detail = useOverrideActivity(activity.id);
  const creator = detail.data?.creator;
  let text = t('pointsConfig.creators.finding');
  if (detail.isError || (detail.isSuccess && !creator)) text = t('pointsConfig.creators.noCreator');
  if (creator) text = t('pointsConfig.creators.picked', { name: creator.name, title: activity.title });
  return (
    <div className="d-flex flex-wrap align-items-center gap-2" role="status">
      <span dir="auto">{text}</span>
      <button type="button" className="btn btn-sm btn-outline-secondary" onClick={onClear}>
        {t('pointsConfig.change')}
      </button>
    </div>
  );
}

/** Adds a creator's multiplier: find the creator through one of their activities, type the multiplier. */
export function CreatorOverrideForm({
  onReview,
}: {
  onReview: (creator: PickedCreator, multiplierBp: number) => void;
}) {
  const { t } = useTranslation();
  const [activity, setActivity] = useState<PickedActivity | null>(null);
  const detail = useOverrideActivity(activity?.id ?? null);
  const [text, setText] = useState('');
  const [errors, setErrors] = useState({ creator: false, multiplier: false });
  const multiplierError = useMultiplierErrorText();
  const creator = activity ? detail.data?.creator : undefined;
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const bp = parseMultiplier(text);
    setErrors({ creator: !creator, multiplier: bp === null });
    if (creator && bp !== null) onReview({ id: creator.id, name: creator.name }, bp);
  };
  return (
    <form
      className="card card-body mb-3"
      aria-labelledby="points-creator-add-title"
      onSubmit={submit}
      noValidate
    >
      <h3 id="points-creator-add-title" className="h6">
        {t('pointsConfig.creators.addTitle')}
      </h3>
      <div className="mb-3">
        {activity ? (
          <CreatorFromActivity
            activity={activity}
            onClear={() => {
              setActivity(null);
            }}
          />
        ) : (
          <ActivitySearch
            idPrefix="points-creator-activity"
            label={t('pointsConfig.creators.searchLabel')}
            onSelect={setActivity}
          />
        )}
        {errors.creator ? (
          <p className="invalid-feedback d-block mb-0">{t('pointsConfig.creators.pickFirst')}</p>
        ) : null}
      </div>
      <FormField
        id="points-creator-multiplier"
        label={t('pointsConfig.creators.multiplier')}
        errorText={errors.multiplier ? multiplierError : undefined}
      >
        {(aria) => (
          <input
            id="points-creator-multiplier"
            className={controlClass(errors.multiplier, 'form-control points-multiplier-input')}
            inputMode="decimal"
            value={text}
            onChange={(event) => {
              setText(event.target.value);
            }}
            {...aria}
          />
        )}
      </FormField>
      <div>
        <button type="submit" className="btn btn-primary">
          {t('pointsConfig.creators.add')}
        </button>
      </div>
    </form>
  );
}
