import { describe, expect, it } from 'vitest';
import { changePercent, presetRange, toCsv } from './analytics-range';

describe('analytics range, change and CSV', () => {
  it('turns a preset into the last N UTC days up to today', () => {
    const now = Date.parse('2026-11-28T05:00:00Z');
    expect(presetRange('7d', 'day', now)).toEqual({
      from: '2026-11-22',
      to: '2026-11-28',
      granularity: 'day',
    });
    expect(presetRange('12m', 'month', now).from).toBe('2025-11-29');
  });

  it('gives the change in % against the previous period, none when that was zero', () => {
    expect(changePercent(150, 100)).toBe(50);
    expect(changePercent(50, 100)).toBe(-50);
    expect(changePercent(5, 0)).toBeNull();
  });

  it('writes exactly the cells shown, quoting commas and quotes and neutralising formulas', () => {
    const csv = toCsv(
      ['Title', 'Views'],
      [
        ['Art, "live"', '1,234'],
        ['=cmd()', 5],
      ],
    );
    expect(csv).toBe('Title,Views\r\n"Art, ""live""","1,234"\r\n\'=cmd(),5\r\n');
  });
});
