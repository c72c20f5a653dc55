import { TierRuleInputSchema, type TierRule } from '@streamit/contract';
import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { controlClass } from '../../components/form-field';
import { ChangeList } from './change-list';
import { formatMultiplier, multiplierText, parseMultiplier } from './multiplier';
import { useUpdateTierRule } from './update-tier-rule.queries';
import type { DraftToSave } from './use-previewed-save';
import { useMultiplierErrorText, useRangeText } from './use-range-text';

const THRESHOLD = TierRuleInputSchema.shape.threshold;

function parseThreshold(text: string): number | null {
  const trimmed = text.trim();
  return /^\d+$/.test(trimmed) && THRESHOLD.safeParse(Number(trimmed)).success ? Number(trimmed) : null;
}

function useTierDraft(rule: TierRule) {
  const { t, i18n } = useTranslation();
  const update = useUpdateTierRule();
  const name = t(`tiers.${rule.tier}`);
  return (threshold: number, multiplierBp: number): DraftToSave => ({
    request: { draft: { tiers: [{ tier: rule.tier, multiplierBp }] }, tier: rule.tier },
    title: t('pointsConfig.tiers.previewTitle', { tier: name }),
    changes: (
      <ChangeList
        lines={[
          {
            label: t('pointsConfig.tiers.threshold'),
            before: String(rule.threshold),
            after: String(threshold),
          },
          {
            label: t('pointsConfig.tiers.multiplier'),
            before: formatMultiplier(rule.multiplierBp, i18n.language),
            after: formatMultiplier(multiplierBp, i18n.language),
          },
        ]}
      />
    ),
    save: async () => {
      await update.mutateAsync({ tier: rule.tier, threshold, multiplierBp, version: rule.version });
      return t('pointsConfig.tiers.saved', { tier: name });
    },
  });
}

/** One tier: its threshold and multiplier edited in place, saved after a preview priced for that tier. */
export function TierRuleRow({
  rule,
  onPreview,
}: {
  rule: TierRule;
  onPreview: (draft: DraftToSave) => void;
}) {
  const { t } = useTranslation();
  const [threshold, setThreshold] = useState(String(rule.threshold));
  const [multiplier, setMultiplier] = useState(multiplierText(rule.multiplierBp));
  const [errors, setErrors] = useState({ threshold: false, multiplier: false });
  const draftOf = useTierDraft(rule);
  const range = useRangeText();
  const multiplierError = useMultiplierErrorText();
  const name = t(`tiers.${rule.tier}`);
  const id = `points-tier-${rule.tier}`;
  const review = (): void => {
    const parsed = { threshold: parseThreshold(threshold), multiplier: parseMultiplier(multiplier) };
    setErrors({ threshold: parsed.threshold === null, multiplier: parsed.multiplier === null });
    if (parsed.threshold !== null && parsed.multiplier !== null) {
      onPreview(draftOf(parsed.threshold, parsed.multiplier));
    }
  };
  const dirty = threshold !== String(rule.threshold) || multiplier !== multiplierText(rule.multiplierBp);
  const errorText = [
    errors.threshold ? range({ min: THRESHOLD.minValue ?? 0, max: THRESHOLD.maxValue ?? 0 }) : '',
    errors.multiplier ? multiplierError : '',
  ]
    .filter(Boolean)
    .join(' ');
  return (
    <tr>
      <th scope="row">{name}</th>
      <td>
        <input
          className={controlClass(errors.threshold, 'form-control form-control-sm')}
          inputMode="numeric"
          aria-label={t('pointsConfig.tiers.thresholdOf', { tier: name })}
          aria-invalid={errors.threshold || undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          value={threshold}
          onChange={(event) => {
            setThreshold(event.target.value);
          }}
        />
      </td>
      <td>
        <input
          className={controlClass(errors.multiplier, 'form-control form-control-sm')}
          inputMode="decimal"
          aria-label={t('pointsConfig.tiers.multiplierOf', { tier: name })}
          aria-invalid={errors.multiplier || undefined}
          aria-describedby={errorText ? `${id}-error` : undefined}
          value={multiplier}
          onChange={(event) => {
            setMultiplier(event.target.value);
          }}
        />
        {errorText ? (
          <p id={`${id}-error`} className="invalid-feedback d-block mb-0">
            {errorText}
          </p>
        ) : null}
      </td>
      <td>
        <button
          type="button"
          className="btn btn-sm btn-outline-primary"
          disabled={!dirty}
          aria-label={t('pointsConfig.tiers.review', { tier: name })}
          onClick={review}
        >
          {t('pointsConfig.reviewShort')}
        </button>
      </td>
    </tr>
  );
}
