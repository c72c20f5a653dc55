import { describe, expect, it } from 'vitest';
import {
  contentBounds,
  EMPTY_CONTENT_FORM,
  fromContentOverride,
  readContentForm,
} from './content-override-values';

describe('content override form values', () => {
  it('sends empty fields as null, so the default applies', () => {
    expect(readContentForm(EMPTY_CONTENT_FORM)).toEqual({
      values: { basePoints: null, allowRepeats: false, cooldownSeconds: null, requiredTier: null },
      invalid: [],
    });
  });

  it('reads numbers and the tier', () => {
    const form = {
      basePoints: '70',
      allowRepeats: true,
      cooldownSeconds: '3600',
      requiredTier: 'GOLD' as const,
    };
    expect(readContentForm(form).values).toEqual({
      basePoints: 70,
      allowRepeats: true,
      cooldownSeconds: 3600,
      requiredTier: 'GOLD',
    });
  });

  it('names the fields the contract refuses, with its ranges', () => {
    const form = { ...EMPTY_CONTENT_FORM, basePoints: '-5', cooldownSeconds: '99999999' };
    expect(readContentForm(form)).toEqual({ values: null, invalid: ['basePoints', 'cooldownSeconds'] });
    expect(contentBounds('basePoints')).toEqual({ min: 0, max: 1_000_000 });
    expect(contentBounds('cooldownSeconds')).toEqual({ min: 0, max: 31_536_000 });
  });

  it('turns a saved override back into the form', () => {
    const saved = {
      id: 'b18293a4-7777-41c2-93e4-f5a6b7c8d9e0',
      activityId: '8e5f6071-4444-4e9f-a0b1-c2d3e4f5a6b7',
      basePoints: 70,
      allowRepeats: false,
      cooldownSeconds: null,
      requiredTier: null,
      version: 1,
      updatedAt: '2026-11-24T10:00:00.000Z',
    };
    expect(fromContentOverride(saved)).toEqual({ ...EMPTY_CONTENT_FORM, basePoints: '70' });
  });
});
