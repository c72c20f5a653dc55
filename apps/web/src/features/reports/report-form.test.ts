import { describe, expect, it } from 'vitest';
import { REPORT_NOTE_MAX, reportBodyOf, validateReportDraft } from './report-form';

describe('report form rules', () => {
  it("takes the note's limit from the contract", () => {
    expect(REPORT_NOTE_MAX).toBe(1000);
  });

  it('requires a reason and keeps the note within the limit (counted without outer spaces)', () => {
    expect(validateReportDraft({ reason: null, note: '' })).toEqual({ reason: 'play.report.reasonRequired' });
    expect(validateReportDraft({ reason: 'OTHER', note: 'x'.repeat(1001) })).toEqual({
      note: 'play.report.noteTooLong',
    });
    expect(validateReportDraft({ reason: 'PRIVACY', note: ` ${'x'.repeat(1000)} ` })).toEqual({});
  });

  it('sends the reason with the trimmed note', () => {
    expect(reportBodyOf({ reason: 'VIOLENT', note: '  graphic scene at 0:42 ' })).toEqual({
      reason: 'VIOLENT',
      note: 'graphic scene at 0:42',
    });
  });
});
