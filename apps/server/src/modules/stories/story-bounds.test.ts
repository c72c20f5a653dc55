import { describe, expect, it } from 'vitest';
import { sectionMinSeconds, type ReadingPace } from './story-bounds.js';

const PACE: ReadingPace = {
  STORY_WORDS_PER_MINUTE: 60,
  STORY_MEDIA_SECONDS: 8,
  STORY_SECTION_MIN_SECONDS: 3,
  STORY_VIDEO_MAX_SECONDS: 30,
};
const VIDEO = { kind: 'VIDEO', activityId: crypto.randomUUID(), caption: 'Two words' } as const;

describe('a video section’s reading bound (decision 069, amendment 2)', () => {
  it('counts the length of a video that plays in the story, up to the cap, plus its caption', () => {
    expect(sectionMinSeconds(VIDEO, PACE, 20)).toBe(22);
    expect(sectionMinSeconds(VIDEO, PACE, 3_600)).toBe(32);
  });

  it('asks the media minimum of a short clip and of a video that cannot play', () => {
    expect(sectionMinSeconds(VIDEO, PACE, 4)).toBe(10);
    expect(sectionMinSeconds(VIDEO, PACE, null)).toBe(10);
  });
});
