import {
  PointsGlobalConfigInputSchema,
  type PointsGlobalConfig,
  type PointsGlobalConfigInput,
} from '@streamit/contract';
import type { z } from 'zod';

/** The global rules staff edit, grouped as the form shows them. */
export const GLOBAL_FIELD_GROUPS = {
  base: ['baseVideo', 'baseQuiz', 'baseGame', 'baseFeatured'],
  limits: ['dailyCap', 'weeklyCap', 'cooldownSeconds', 'videoWatchPercent'],
  rewards: ['welcomeBonus', 'referralReward', 'streakBonus', 'dailyGoal', 'creatorSharePercent'],
} as const;

/** One editable global rule. */
export type GlobalField = (typeof GLOBAL_FIELD_GROUPS)[keyof typeof GLOBAL_FIELD_GROUPS][number];

/** Every editable global rule, in form order. */
export const GLOBAL_FIELDS: readonly GlobalField[] = Object.values(GLOBAL_FIELD_GROUPS).flat();

/** The form's text per field. */
export type GlobalFormValues = Record<GlobalField, string>;

/** A field's error: the range the contract allows. */
export interface GlobalFieldError {
  min: number;
  max: number;
}

// The contract's schema of a field, without the optional wrapper of the newer ones.
function fieldSchema(field: GlobalField): z.ZodNumber {
  const schema = PointsGlobalConfigInputSchema.shape[field];
  return 'unwrap' in schema ? schema.unwrap() : schema;
}

/** The range the contract allows for a field. */
export function boundsOf(field: GlobalField): GlobalFieldError {
  const schema = fieldSchema(field);
  return { min: schema.minValue ?? 0, max: schema.maxValue ?? Number.MAX_SAFE_INTEGER };
}

/** The saved rules as form text. */
export function fromGlobalConfig(config: PointsGlobalConfig): GlobalFormValues {
  return Object.fromEntries(GLOBAL_FIELDS.map((field) => [field, String(config[field])])) as GlobalFormValues;
}

/** Checks each field against the contract's schema; a field it refuses gets the allowed range. */
export function validateGlobalForm(values: GlobalFormValues): Partial<Record<GlobalField, GlobalFieldError>> {
  const errors: Partial<Record<GlobalField, GlobalFieldError>> = {};
  for (const field of GLOBAL_FIELDS) {
    const text = values[field].trim();
    const valid = /^\d+$/.test(text) && fieldSchema(field).safeParse(Number(text)).success;
    if (!valid) errors[field] = boundsOf(field);
  }
  return errors;
}

/** The fields whose value differs from the saved rules, as numbers (the preview's draft). */
export function changedGlobalValues(
  values: GlobalFormValues,
  saved: PointsGlobalConfig,
): Partial<Record<GlobalField, number>> {
  const changed: Partial<Record<GlobalField, number>> = {};
  for (const field of GLOBAL_FIELDS) {
    if (Number(values[field]) !== saved[field]) changed[field] = Number(values[field]);
  }
  return changed;
}

/** The PUT body: every field, and the version the editor read (a stale one is refused with 409). */
export function toGlobalInput(values: GlobalFormValues, version: number): PointsGlobalConfigInput {
  const numbers = Object.fromEntries(GLOBAL_FIELDS.map((field) => [field, Number(values[field])]));
  return { ...(numbers as Record<GlobalField, number>), version };
}
