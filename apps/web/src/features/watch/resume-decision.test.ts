import { describe, expect, it } from 'vitest';
import { decideResume } from './resume-decision';

describe('resume decision', () => {
  it('resumes at the saved position', () => {
    expect(decideResume({ positionSeconds: 42.5, durationSeconds: 120 }, 120)).toEqual({
      startAt: 42.5,
      resumed: true,
    });
  });

  it('starts at the beginning without a saved place or only a few seconds in', () => {
    expect(decideResume(null, 120)).toEqual({ startAt: 0, resumed: false });
    expect(decideResume(undefined, null)).toEqual({ startAt: 0, resumed: false });
    expect(decideResume({ positionSeconds: 4, durationSeconds: 120 }, 120)).toEqual({
      startAt: 0,
      resumed: false,
    });
  });

  it('starts over when the video was watched to its end (the last 10 s, or 10 % of a short clip)', () => {
    expect(decideResume({ positionSeconds: 112, durationSeconds: 120 }, 120).resumed).toBe(false);
    expect(decideResume({ positionSeconds: 109, durationSeconds: 120 }, 120).resumed).toBe(true);
    expect(decideResume({ positionSeconds: 990, durationSeconds: 1000 }, 1000).resumed).toBe(false);
    expect(decideResume({ positionSeconds: 7.3, durationSeconds: 8 }, 8).resumed).toBe(false);
  });

  it('resumes a short clip from a couple of seconds in', () => {
    expect(decideResume({ positionSeconds: 5.2, durationSeconds: 8 }, 8)).toEqual({
      startAt: 5.2,
      resumed: true,
    });
    expect(decideResume({ positionSeconds: 1.7, durationSeconds: 8 }, 8).resumed).toBe(true);
    expect(decideResume({ positionSeconds: 1.5, durationSeconds: 8 }, 8).resumed).toBe(false);
  });

  it("uses the progress' duration when the activity has none, and resumes when neither knows it", () => {
    expect(decideResume({ positionSeconds: 56, durationSeconds: 60 }, null).resumed).toBe(false);
    expect(decideResume({ positionSeconds: 55, durationSeconds: null }, null)).toEqual({
      startAt: 55,
      resumed: true,
    });
  });
});
