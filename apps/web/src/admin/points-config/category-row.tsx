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

/** The new multiplier typed in place, with the range error under it. */
function MultiplierCell(props: {
  name: string;
  text: string;
  invalid: boolean;
  errorId: string;
  onChange: (text: string) => void;
}) {
  const { t } = useTranslation();
  const multiplierError = useMultiplierErrorText();
  return (
    <td>
      <input
        className={controlClass(props.invalid, 'form-control form-control-sm points-multiplier-input')}
        inputMode="decimal"
        aria-label={t('pointsConfig.categories.multiplierOf', { name: props.name })}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.invalid ? props.errorId : undefined}
        value={props.text}
        onChange={(event) => {
          props.onChange(event.target.value);
        }}
      />
      {props.invalid ? (
        <p id={props.errorId} className="invalid-feedback d-block mb-0">
          {multiplierError}
        </p>
      ) : null}
    </td>
  );
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
  const name = nameCategory(category, i18n.language);
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
          aria-label={t('pointsConfig.categories.select', { name })}
          onChange={(event) => {
            onSelect(event.target.checked);
          }}
        />
      </td>
      <th scope="row" dir="auto" className="fw-normal">
        {name}
      </th>
      <td>
        {formatMultiplier(current, i18n.language)}
        {saved ? null : (
          <span className="d-block small text-body-secondary">{t('pointsConfig.default')}</span>
        )}
      </td>
      <MultiplierCell
        name={name}
        text={text}
        invalid={invalid}
        errorId={`points-category-${category.id}-error`}
        onChange={setText}
      />
      <td className="text-nowrap">
        <div className="d-flex flex-wrap gap-2">
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={text === multiplierText(current)}
            aria-label={t('pointsConfig.categories.review', { name })}
            onClick={review}
          >
            {t('pointsConfig.reviewShort')}
          </button>
          {saved ? (
            <ConfirmRemove
              label={t('pointsConfig.categories.remove', { name })}
              question={t('pointsConfig.categories.removeQuestion', { name })}
              busy={busy}
              onRemove={onRemove}
            />
          ) : null}
        </div>
      </td>
    </tr>
  );
}
