import type { AdminSettings, FourEyesThresholds } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** The four-eyes thresholds as typed (decision 063). */
export interface FourEyesDraft {
  pointsAbove: string;
  artfiAbove: string;
}

/** The stored thresholds as the form's starting values. */
export function fourEyesDraftOf(settings: AdminSettings): FourEyesDraft {
  return {
    pointsAbove: String(settings.fourEyes.pointsAbove),
    artfiAbove: String(settings.fourEyes.artfiAbove),
  };
}

/** The thresholds as the contract wants them; a blank or bad field is sent as typed for the server to refuse. */
export function fourEyesBodyOf(draft: FourEyesDraft): FourEyesThresholds {
  return { pointsAbove: Number(draft.pointsAbove), artfiAbove: Number(draft.artfiAbove) };
}

function ThresholdField(props: {
  id: string;
  label: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <div className="col-sm-6 mb-3">
      <label htmlFor={props.id} className="form-label">
        {props.label}
      </label>
      <input
        id={props.id}
        type="number"
        min={0}
        step={1}
        inputMode="numeric"
        dir="ltr"
        className="form-control"
        value={props.value}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      />
    </div>
  );
}

/** The settings form's "Four eyes" group: above these, a staff money move waits for a second staff member. */
export function FourEyesFields({
  value,
  onChange,
}: {
  value: FourEyesDraft;
  onChange: (next: FourEyesDraft) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="mb-2">
      <legend className="h6">{t('adminOps.settings.fourEyesTitle')}</legend>
      <p id="settings-four-eyes-help" className="form-text mt-0">
        {t('adminOps.settings.fourEyesHelp')}
      </p>
      <div className="row" aria-describedby="settings-four-eyes-help">
        <ThresholdField
          id="settings-four-eyes-points"
          label={t('adminOps.settings.fourEyesPoints')}
          value={value.pointsAbove}
          onChange={(pointsAbove) => {
            onChange({ ...value, pointsAbove });
          }}
        />
        <ThresholdField
          id="settings-four-eyes-artfi"
          label={t('adminOps.settings.fourEyesArtfi')}
          value={value.artfiAbove}
          onChange={(artfiAbove) => {
            onChange({ ...value, artfiAbove });
          }}
        />
      </div>
    </fieldset>
  );
}
