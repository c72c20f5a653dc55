import type { CreatorActivity } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { reachableSteps, resolveStep } from './wizard-steps';

const draft = { transcode: null } as CreatorActivity;
const uploaded = {
  transcode: { state: 'QUEUED', progress: 0, attempts: 0, failureReason: null },
} as CreatorActivity;

describe('wizard steps', () => {
  it('opens only the details before a draft exists, and the video step once it does', () => {
    expect(reachableSteps(undefined)).toEqual(['details']);
    expect(reachableSteps(draft)).toEqual(['details', 'video']);
    expect(reachableSteps(uploaded)).toEqual(['details', 'video', 'extras', 'processing']);
  });

  it('shows the step asked for when reachable, else the furthest reachable one', () => {
    expect(resolveStep('processing', undefined)).toBe('details');
    expect(resolveStep('processing', draft)).toBe('video');
    expect(resolveStep(undefined, uploaded)).toBe('processing');
    expect(resolveStep('details', uploaded)).toBe('details');
  });
});
