import type { ModerationFeedback } from '@streamit/contract';
import { describe, expect, it } from 'vitest';
import { contentStatus, latestFeedbackByActivity } from './content-status';
import { makeCreatorActivity } from './creator-content.fixtures';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const activity = makeCreatorActivity;
const ID = activity().id;

function job(
  state: 'QUEUED' | 'PROBING' | 'TRANSCODING' | 'READY' | 'FAILED',
  progress = 0,
  reason: string | null = null,
) {
  return { state, progress, attempts: 1, failureReason: reason };
}

type Feedback = ModerationFeedback['items'][number];
function decision(kind: string, reason: string | null, decidedAt = '2026-11-21T09:00:00.000Z'): Feedback {
  return { activityId: ID, title: 'Sunrise', status: 'DRAFT', decision: kind, reason, decidedAt };
}

describe('content status mapping', () => {
  it('shows a draft before any upload', () => {
    expect(contentStatus(activity(), undefined, NOW)).toMatchObject({ kind: 'draft', canRetry: false });
  });

  it('shows processing with the job stage and percent', () => {
    const status = contentStatus(
      activity({ status: 'PROCESSING', transcode: job('TRANSCODING', 42) }),
      undefined,
      NOW,
    );
    expect(status).toMatchObject({ kind: 'processing', stage: 'TRANSCODING', progress: 42 });
  });

  it('shows a failure with its reason and a retry', () => {
    const failed = activity({
      status: 'FAILED',
      transcode: job('FAILED', 10, 'The video has no video stream.'),
    });
    expect(contentStatus(failed, undefined, NOW)).toMatchObject({
      kind: 'failed',
      reason: 'The video has no video stream.',
      canRetry: true,
    });
  });

  it('shows a finished creator video as in review', () => {
    const status = contentStatus(
      activity({ status: 'PENDING_REVIEW', transcode: job('READY', 100) }),
      undefined,
      NOW,
    );
    expect(status.kind).toBe('inReview');
  });

  it("shows 'changes requested' with the moderator's reason when a draft was sent back", () => {
    const sentBack = contentStatus(
      activity({ transcode: job('READY', 100) }),
      decision('REQUEST_CHANGES', 'Add captions.'),
      NOW,
    );
    expect(sentBack).toMatchObject({ kind: 'changesRequested', reason: 'Add captions.' });
  });

  it("shows a rejection with the moderator's reason", () => {
    const rejected = contentStatus(
      activity({ status: 'REJECTED' }),
      decision('REJECT', 'Not original.'),
      NOW,
    );
    expect(rejected).toMatchObject({ kind: 'rejected', reason: 'Not original.' });
  });

  it('tells published from scheduled (Coming Soon) by the publish date', () => {
    const later = activity({ status: 'PUBLISHED', publishAt: '2026-12-01T18:00:00.000Z' });
    expect(contentStatus(later, undefined, NOW)).toMatchObject({
      kind: 'scheduled',
      publishAt: '2026-12-01T18:00:00.000Z',
    });
    const past = activity({ status: 'PUBLISHED', publishAt: '2026-11-01T18:00:00.000Z' });
    expect(contentStatus(past, undefined, NOW).kind).toBe('published');
    expect(contentStatus(activity({ status: 'ARCHIVED' }), undefined, NOW).kind).toBe('archived');
  });

  it('keeps only the newest decision per video (the feed is newest first)', () => {
    const latest = latestFeedbackByActivity({
      items: [decision('REQUEST_CHANGES', 'Newest'), decision('REJECT', 'Older', '2026-11-01T00:00:00.000Z')],
    });
    expect(latest.get(ID)?.reason).toBe('Newest');
    expect(latestFeedbackByActivity(undefined).size).toBe(0);
  });
});
