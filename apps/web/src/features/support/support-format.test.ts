import { describe, expect, it } from 'vitest';
import { formatFromNow, formatTicketDate, readSlaTarget } from './support-format';

const DUE = '2026-11-20T12:00:00.000Z';
const at = (time: string) => Date.parse(`2026-11-20T${time}:00.000Z`);

describe('SLA clock reading', () => {
  it('runs towards the due time, then is overdue', () => {
    expect(readSlaTarget(DUE, null, null, at('10:00'))).toEqual({
      state: 'running',
      dueAt: DUE,
      leftMs: 7_200_000,
    });
    expect(readSlaTarget(DUE, null, null, at('13:00'))).toMatchObject({
      state: 'overdue',
      leftMs: -3_600_000,
    });
  });

  it('reads a paused clock at the moment it paused, whatever the time now', () => {
    const paused = '2026-11-20T11:00:00.000Z';
    expect(readSlaTarget(DUE, null, paused, at('18:00'))).toMatchObject({
      state: 'paused',
      leftMs: 3_600_000,
    });
  });

  it('is met or late once done', () => {
    expect(readSlaTarget(DUE, '2026-11-20T11:59:00.000Z', null, at('18:00')).state).toBe('met');
    expect(readSlaTarget(DUE, '2026-11-20T12:01:00.000Z', null, at('18:00')).state).toBe('late');
  });
});

describe('support dates', () => {
  it("formats for the reader's language: Arabic readers do not get the US format", () => {
    expect(formatTicketDate(DUE, 'en')).toContain('Nov 20, 2026');
    const arabic = formatTicketDate(DUE, 'ar');
    // Anchored right to left by a leading mark, so it reads the same alone in a left-to-right cell.
    expect(arabic).toBe(
      `\u200f${new Intl.DateTimeFormat('ar', { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(DUE))}`,
    );
    expect(arabic).not.toContain('Nov');
    expect(arabic).not.toMatch(/^11\//);
  });

  it('says spans from now in words of the language', () => {
    expect(formatFromNow(3 * 3_600_000 + 5, 'en')).toBe('in 3 hours');
    expect(formatFromNow(-2 * 86_400_000, 'en')).toBe('2 days ago');
    expect(formatFromNow(3 * 3_600_000, 'ar')).not.toContain('hours');
  });
});
