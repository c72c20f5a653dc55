import { ContentOverrideValuesSchema, type ContentOverride, type Tier } from '@streamit/contract';

/** An activity's own rules as the API takes them (null: the default applies). */
export interface ContentOverrideInput {
  basePoints: number | null;
  allowRepeats: boolean;
  cooldownSeconds: number | null;
  requiredTier: Tier | null;
}

/** The content override form's state: numbers as typed, an empty field meaning "the default". */
export interface ContentOverrideForm {
  basePoints: string;
  allowRepeats: boolean;
  cooldownSeconds: string;
  requiredTier: Tier | '';
}

/** A new override's form: every rule at its default. */
export const EMPTY_CONTENT_FORM: ContentOverrideForm = {
  basePoints: '',
  allowRepeats: false,
  cooldownSeconds: '',
  requiredTier: '',
};

/** A saved override as form state. */
export function fromContentOverride(saved: ContentOverride): ContentOverrideForm {
  return {
    basePoints: saved.basePoints === null ? '' : String(saved.basePoints),
    allowRepeats: saved.allowRepeats,
    cooldownSeconds: saved.cooldownSeconds === null ? '' : String(saved.cooldownSeconds),
    requiredTier: saved.requiredTier ?? '',
  };
}

const shape = ContentOverrideValuesSchema.shape;

/** A number field of the form. */
export type NumberField = 'basePoints' | 'cooldownSeconds';

/** The range the contract allows for a number field. */
export function contentBounds(field: NumberField): { min: number; max: number } {
  const schema = shape[field].unwrap().unwrap();
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

function readNumber(text: string, field: NumberField): number | null | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return null;
  if (!/^\d+$/.test(trimmed)) return undefined;
  return shape[field].safeParse(Number(trimmed)).success ? Number(trimmed) : undefined;
}

/** The form read against the contract: the API values, or the fields it would refuse. */
export function readContentForm(
  form: ContentOverrideForm,
): { values: ContentOverrideInput; invalid: [] } | { values: null; invalid: NumberField[] } {
  const basePoints = readNumber(form.basePoints, 'basePoints');
  const cooldownSeconds = readNumber(form.cooldownSeconds, 'cooldownSeconds');
  if (basePoints === undefined || cooldownSeconds === undefined) {
    const invalid: NumberField[] = [];
    if (basePoints === undefined) invalid.push('basePoints');
    if (cooldownSeconds === undefined) invalid.push('cooldownSeconds');
    return { values: null, invalid };
  }
  const requiredTier = form.requiredTier === '' ? null : form.requiredTier;
  return {
    values: { basePoints, allowRepeats: form.allowRepeats, cooldownSeconds, requiredTier },
    invalid: [],
  };
}
