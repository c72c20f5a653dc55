import type { CreatorOverride } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass } from '../../components/form-field';
import { ConfirmRemove } from './confirm-remove';
import { formatMultiplier, multiplierText, parseMultiplier } from './multiplier';
import { useMultiplierErrorText } from './use-range-text';

/** Props of CreatorOverrideRow. */
export interface CreatorOverrideRowProps {
  override: CreatorOverride;
  busy: boolean;
  onReview: (multiplierBp: number) => void;
  onRemove: () => void;
}

/** One creator's multiplier: changed in place or removed (back to ×1). */
export function CreatorOverrideRow({ override, busy, onReview, onRemove }: CreatorOverrideRowProps) {
  const { t, i18n } = useTranslation();
  const [text, setText] = useState(multiplierText(override.multiplierBp));
  const [invalid, setInvalid] = useState(false);
  const multiplierError = useMultiplierErrorText();
  const name = override.creatorId;
  const errorId = `points-creator-${override.id}-error`;
  const review = (): void => {
    const bp = parseMultiplier(text);
    setInvalid(bp === null);
    if (bp !== null) onReview(bp);
  };
  return (
    <tr>
      <th scope="row" className="fw-normal">
        <code dir="ltr">{name}</code>
      </th>
      <td>{formatMultiplier(override.multiplierBp, i18n.language)}</td>
      <td>
        <input
          className={controlClass(invalid, 'form-control form-control-sm points-multiplier-input')}
          inputMode="decimal"
          aria-label={t('pointsConfig.creators.multiplierOf', { name })}
          aria-invalid={invalid || undefined}
          aria-describedby={invalid ? errorId : undefined}
          value={text}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        {invalid ? (
          <p id={errorId} className="invalid-feedback d-block mb-0">
            {multiplierError}
          </p>
        ) : null}
      </td>
      <td>
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={text === multiplierText(override.multiplierBp)}
            aria-label={t('pointsConfig.creators.review', { name })}
            onClick={review}
          >
            {t('pointsConfig.reviewShort')}
          </button>
          <ConfirmRemove
            label={t('pointsConfig.creators.remove', { name })}
            question={t('pointsConfig.creators.removeQuestion')}
            busy={busy}
            onRemove={onRemove}
          />
        </div>
      </td>
    </tr>
  );
}
