import { describe, expect, it } from 'vitest';
import { applyBeat, coveredSeconds, mergeSection } from './watch-sections.js';

const beat = (overrides: Partial<Parameters<typeof applyBeat>[0]>) =>
  applyBeat({
    sections: [],
    lastPosition: 0,
    creditedSeconds: 0,
    sinceLastBeat: 5,
    sinceStart: 5,
    memberBudget: 60,
    currentTime: 5,
    playing: true,
    ...overrides,
  });

describe('mergeSection', () => {
  it('merges overlapping and touching intervals and keeps gaps', () => {
    const sections = mergeSection(mergeSection([[0, 5]], 10, 15), 5, 8);
    expect(sections).toEqual([
      [0, 8],
      [10, 15],
    ]);
    expect(coveredSeconds(mergeSection(sections, 7, 11))).toBe(15);
  });
});

describe('applyBeat', () => {
  it('credits forward playback at real speed, within the jitter allowance', () => {
    expect(beat({}).credited).toBe(5);
    expect(beat({ currentTime: 6.4 }).credited).toBeCloseTo(6.4);
  });

  it('credits nothing beyond real time, for a seek, a rewind or a paused player', () => {
    expect(beat({ currentTime: 7 }).credited).toBe(0);
    expect(beat({ lastPosition: 10, currentTime: 4 }).credited).toBe(0);
    expect(beat({ playing: false }).credited).toBe(0);
  });

  it('keeps the session total within the real time since it started', () => {
    expect(beat({ creditedSeconds: 4, sinceStart: 5, lastPosition: 20, currentTime: 25 }).credited).toBe(0);
  });

  it('credits only the part not watched before in the session', () => {
    const result = beat({ sections: [[0, 3]], sinceStart: 60 });
    expect(result.credited).toBe(2);
    expect(result.sections).toEqual([[0, 5]]);
  });

  it("credits only the last part of a step that fits the member's unspent wall-clock time", () => {
    const clipped = beat({ lastPosition: 10, currentTime: 15, memberBudget: 2 });
    expect(clipped.credited).toBe(2);
    expect(clipped.sections).toEqual([[13, 15]]);
    expect(beat({ memberBudget: 0 }).credited).toBe(0);
    expect(beat({ memberBudget: -1 }).credited).toBe(0);
  });
});
