import type { PointsGlobalConfig } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass, FormField } from '../../components/form-field';
import { ChangeList } from './change-list';
import {
  changedGlobalValues,
  fromGlobalConfig,
  GLOBAL_FIELD_GROUPS,
  toGlobalInput,
  validateGlobalForm,
  type GlobalField,
  type GlobalFieldError,
} from './global-form-values';
import { useUpdatePointsGlobal } from './update-points-global.queries';
import type { DraftToSave } from './use-previewed-save';
import { useRangeText } from './use-range-text';

/** Props of GlobalConfigForm. */
export interface GlobalConfigFormProps {
  saved: PointsGlobalConfig;
  /** Opens the preview panel with the draft. */
  onPreview: (draft: DraftToSave) => void;
}

function useGlobalDraft(saved: PointsGlobalConfig) {
  const { t } = useTranslation();
  const update = useUpdatePointsGlobal();
  return (values: ReturnType<typeof fromGlobalConfig>): DraftToSave | null => {
    const changed = changedGlobalValues(values, saved);
    const fields = Object.keys(changed) as GlobalField[];
    if (fields.length === 0) return null;
    const lines = fields.map((field) => ({
      label: t(`pointsConfig.global.fields.${field}`),
      before: String(saved[field]),
      after: String(changed[field]),
    }));
    return {
      request: { draft: { global: changed } },
      title: t('pointsConfig.global.previewTitle'),
      changes: <ChangeList lines={lines} />,
      save: async () => {
        const result = await update.mutateAsync(toGlobalInput(values, saved.version));
        return t('pointsConfig.global.saved', { version: result.version });
      },
    };
  };
}

/** The global earning rules: base points per kind, limits and rewards; saved after a preview. */
export function GlobalConfigForm({ saved, onPreview }: GlobalConfigFormProps) {
  const { t } = useTranslation();
  const [values, setValues] = useState(() => fromGlobalConfig(saved));
  const [errors, setErrors] = useState<Partial<Record<GlobalField, GlobalFieldError>>>({});
  const [note, setNote] = useState('');
  const draftOf = useGlobalDraft(saved);
  const range = useRangeText();
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const found = validateGlobalForm(values);
    setErrors(found);
    const draft = Object.keys(found).length === 0 ? draftOf(values) : null;
    setNote(Object.keys(found).length === 0 && !draft ? t('pointsConfig.global.unchanged') : '');
    if (draft) onPreview(draft);
  };
  const field = (name: GlobalField) => (
    <div className="col-sm-6 col-xl-3" key={name}>
      <FormField
        id={`points-global-${name}`}
        label={t(`pointsConfig.global.fields.${name}`)}
        errorText={errors[name] ? range(errors[name]) : undefined}
      >
        {(aria) => (
          <input
            id={`points-global-${name}`}
            className={controlClass(Boolean(errors[name]))}
            inputMode="numeric"
            value={values[name]}
            onChange={(event) => {
              setValues((current) => ({ ...current, [name]: event.target.value }));
            }}
            {...aria}
          />
        )}
      </FormField>
    </div>
  );
  return (
    <form onSubmit={submit} noValidate aria-labelledby="points-global-title">
      {Object.entries(GLOBAL_FIELD_GROUPS).map(([group, fields]) => (
        <fieldset key={group} className="mb-2">
          <legend className="h6">
            {t(`pointsConfig.global.groups.${group as keyof typeof GLOBAL_FIELD_GROUPS}`)}
          </legend>
          <div className="row g-3">{fields.map(field)}</div>
        </fieldset>
      ))}
      <div className="d-flex flex-wrap align-items-center gap-3">
        <button type="submit" className="btn btn-primary">
          {t('pointsConfig.global.review')}
        </button>
        <p className="mb-0 text-body-secondary" role="status">
          {note}
        </p>
      </div>
    </form>
  );
}
