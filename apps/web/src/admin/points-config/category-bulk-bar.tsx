import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass } from '../../components/form-field';
import { parseMultiplier } from './multiplier';
import { useMultiplierErrorText } from './use-range-text';

/** One multiplier for every selected category: the count, the field and Apply. */
export function CategoryBulkBar({
  count,
  onApply,
}: {
  count: number;
  onApply: (multiplierBp: number) => void;
}) {
  const { t } = useTranslation();
  const [text, setText] = useState('');
  const [invalid, setInvalid] = useState(false);
  const multiplierError = useMultiplierErrorText();
  const submit = (event: SyntheticEvent): void => {
    event.preventDefault();
    const bp = parseMultiplier(text);
    setInvalid(bp === null);
    if (bp !== null) onApply(bp);
  };
  return (
    <form
      className="points-bulk-bar"
      aria-label={t('pointsConfig.categories.bulkLabel')}
      onSubmit={submit}
      noValidate
    >
      <p className="mb-0 fw-semibold" aria-live="polite">
        {t('pointsConfig.categories.selected', { count })}
      </p>
      <label htmlFor="points-bulk-multiplier" className="visually-hidden">
        {t('pointsConfig.categories.bulkMultiplier')}
      </label>
      <input
        id="points-bulk-multiplier"
        className={controlClass(invalid, 'form-control form-control-sm points-multiplier-input')}
        inputMode="decimal"
        placeholder={t('pointsConfig.categories.bulkPlaceholder')}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? 'points-bulk-multiplier-error' : undefined}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
        }}
      />
      <button type="submit" className="btn btn-sm btn-primary" disabled={count === 0}>
        {t('pointsConfig.categories.bulkApply')}
      </button>
      {invalid ? (
        <p id="points-bulk-multiplier-error" className="invalid-feedback d-block mb-0 w-100">
          {multiplierError}
        </p>
      ) : null}
    </form>
  );
}
