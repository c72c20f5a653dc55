import { POINTS_GLOBAL_DEFAULTS, type PointsGlobalConfig } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import {
  boundsOf,
  changedGlobalValues,
  fromGlobalConfig,
  GLOBAL_FIELDS,
  toGlobalInput,
  validateGlobalForm,
} from './global-form-values';

const SAVED: PointsGlobalConfig = {
  ...POINTS_GLOBAL_DEFAULTS,
  version: 3,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe('global rules form values', () => {
  it('covers every rule of the contract except the version', () => {
    expect([...GLOBAL_FIELDS].sort()).toEqual(Object.keys(POINTS_GLOBAL_DEFAULTS).sort());
  });

  it('accepts the saved rules and sends them back with the version read', () => {
    const values = fromGlobalConfig(SAVED);
    expect(validateGlobalForm(values)).toEqual({});
    expect(changedGlobalValues(values, SAVED)).toEqual({});
    expect(toGlobalInput(values, 3)).toEqual({ ...POINTS_GLOBAL_DEFAULTS, version: 3 });
  });

  it('gives each refused field the range the contract allows', () => {
    const values = { ...fromGlobalConfig(SAVED), baseQuiz: '-1', videoWatchPercent: '0', dailyCap: '2.5' };
    expect(validateGlobalForm({ ...values, cooldownSeconds: '' })).toEqual({
      baseQuiz: { min: 0, max: 1_000_000 },
      videoWatchPercent: { min: 1, max: 100 },
      dailyCap: { min: 0, max: 1_000_000 },
      cooldownSeconds: { min: 0, max: 86_400 },
    });
    expect(boundsOf('creatorSharePercent')).toEqual({ min: 0, max: 100 });
  });

  it('lists only the changed rules for the preview', () => {
    const values = { ...fromGlobalConfig(SAVED), baseQuiz: '45', streakBonus: '5' };
    expect(changedGlobalValues(values, SAVED)).toEqual({ baseQuiz: 45 });
  });
});
