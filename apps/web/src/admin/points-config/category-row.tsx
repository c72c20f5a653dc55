import {
  MULTIPLIER_ONE,
  nameCategory,
  type CategoryMultiplier,
  type ContentCategory,
} from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass } from '../../components/form-field';
import { ConfirmRemove } from './confirm-remove';
import { formatMultiplier, multiplierText, parseMultiplier } from './multiplier';
import { useMultiplierErrorText } from './use-range-text';

/** Props of CategoryRow. */
export interface CategoryRowProps {
  category: ContentCategory;
  /** The category's own multiplier, if it has one (else it earns at ×1). */
  saved: CategoryMultiplier | undefined;
  selected: boolean;
  busy: boolean;
  onSelect: (selected: boolean) => void;
  /** Asks to preview and save a new multiplier (basis points). */
  onReview: (multiplierBp: number) => void;
  onRemove: () => void;
}

/** One category: select it for bulk, edit its multiplier in place, or remove it (back to ×1). */
export function CategoryRow({
  category,
  saved,
  selected,
  busy,
  onSelect,
  onReview,
  onRemove,
}: CategoryRowProps) {
  const { t, i18n } = useTranslation();
  const current = saved?.multiplierBp ?? MULTIPLIER_ONE;
  const [text, setText] = useState(multiplierText(current));
  const [invalid, setInvalid] = useState(false);
  const multiplierError = useMultiplierErrorText();
  const errorId = `points-category-${category.id}-error`;
  const review = (): void => {
    const bp = parseMultiplier(text);
    setInvalid(bp === null);
    if (bp !== null) onReview(bp);
  };
  return (
    <tr>
      <td>
        <input
          type="checkbox"
          className="form-check-input"
          checked={selected}
          aria-label={t('pointsConfig.categories.select', { name: nameCategory(category, i18n.language) })}
          onChange={(event) => {
            onSelect(event.target.checked);
          }}
        />
      </td>
      <th scope="row" dir="auto" className="fw-normal">
        {nameCategory(category, i18n.language)}
      </th>
      <td>
        {formatMultiplier(current, i18n.language)}
        {saved ? null : (
          <span className="d-block small text-body-secondary">{t('pointsConfig.default')}</span>
        )}
      </td>
      <td>
        <input
          className={controlClass(invalid, 'form-control form-control-sm points-multiplier-input')}
          inputMode="decimal"
          aria-label={t('pointsConfig.categories.multiplierOf', {
            name: nameCategory(category, i18n.language),
          })}
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
      <td className="text-nowrap">
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={text === multiplierText(current)}
            aria-label={t('pointsConfig.categories.review', { name: nameCategory(category, i18n.language) })}
            onClick={review}
          >
            {t('pointsConfig.reviewShort')}
          </button>
          {saved ? (
            <ConfirmRemove
              label={t('pointsConfig.categories.remove', { name: nameCategory(category, i18n.language) })}
              question={t('pointsConfig.categories.removeQuestion', {
                name: nameCategory(category, i18n.language),
              })}
              busy={busy}
              onRemove={onRemove}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
