import { describe, expect, it } from 'vitest';
import { buildDecisionBody, checkReason, needsReason, REASON_MAX_LENGTH } from './moderation-decision';

describe('decision reasons', () => {
  it('needs a reason to reject or request changes, not to approve', () => {
    expect(needsReason('APPROVE')).toBe(false);
    expect(needsReason('REJECT')).toBe(true);
    expect(needsReason('REQUEST_CHANGES')).toBe(true);
  });

  it('refuses a blank reason for reject and request changes', () => {
    expect(checkReason('REJECT', '')).toBe('required');
    expect(checkReason('REQUEST_CHANGES', '   \n ')).toBe('required');
    expect(checkReason('APPROVE', '')).toBeNull();
    expect(checkReason('REJECT', 'Audio is missing')).toBeNull();
  });

  it('refuses a reason longer than the server takes, counted after trimming', () => {
    expect(checkReason('APPROVE', 'x'.repeat(REASON_MAX_LENGTH + 1))).toBe('tooLong');
    expect(checkReason('REJECT', ` ${'x'.repeat(REASON_MAX_LENGTH)} `)).toBeNull();
  });

  it('sends the trimmed reason, and leaves a blank one out', () => {
    expect(buildDecisionBody('REJECT', '  Blurry  ')).toEqual({ decision: 'REJECT', reason: 'Blurry' });
    expect(buildDecisionBody('APPROVE', '  ')).toEqual({ decision: 'APPROVE' });
  });
});
