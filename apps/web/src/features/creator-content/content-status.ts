import type { CreatorActivity, ModerationFeedback, TranscodeState } from '@streamit/contract';

/** What the creator is told about one of their videos. */
export type ContentStatusKind =
  | 'draft'
  | 'processing'
  | 'failed'
  | 'inReview'
  | 'changesRequested'
  | 'rejected'
  | 'scheduled'
  | 'published'
  | 'archived';

/** A status badge's facts: its kind, and the progress, reason or date that go with it. */
export interface ContentStatusView {
  kind: ContentStatusKind;
  /** Transcode stage and percent while processing. */
  stage: TranscodeState | null;
  progress: number | null;
  /** The failure reason, or the moderator's reason for changes or a rejection. */
  reason: string | null;
  /** When a scheduled video goes live. */
  publishAt: string | null;
  /** True when the video can be sent through processing again. */
  canRetry: boolean;
}

type FeedbackItem = ModerationFeedback['items'][number];

const RUNNING: readonly TranscodeState[] = ['QUEUED', 'PROBING', 'TRANSCODING'];

/** The newest moderator decision for each activity (the feed is newest first). */
export function latestFeedbackByActivity(feedback: ModerationFeedback | undefined) {
  const latest = new Map<string, FeedbackItem>();
  for (const item of feedback?.items ?? [])
    if (!latest.has(item.activityId)) latest.set(item.activityId, item);
  return latest;
}

function view(kind: ContentStatusKind, extra: Partial<ContentStatusView> = {}): ContentStatusView {
  return { kind, stage: null, progress: null, reason: null, publishAt: null, canRetry: false, ...extra };
}

function draftView(feedback: FeedbackItem | undefined): ContentStatusView {
  // A moderator's "request changes" sends the video back to DRAFT with a reason.
  if (feedback?.decision === 'REQUEST_CHANGES') return view('changesRequested', { reason: feedback.reason });
  return view('draft');
}

function publishedView(activity: CreatorActivity, now: number): ContentStatusView {
  const later = activity.publishAt !== null && Date.parse(activity.publishAt) > now;
  return later ? view('scheduled', { publishAt: activity.publishAt }) : view('published');
}

/** Maps a creator's activity (and the newest moderation decision on it) to the badge the list shows. */
export function contentStatus(
  activity: CreatorActivity,
  feedback?: FeedbackItem,
  now: number = Date.now(),
): ContentStatusView {
  const job = activity.transcode;
  if (activity.status === 'FAILED' || (activity.status === 'PROCESSING' && job?.state === 'FAILED'))
    return view('failed', { reason: job?.failureReason ?? null, canRetry: true });
  if (activity.status === 'PROCESSING' || (job && RUNNING.includes(job.state)))
    return view('processing', { stage: job?.state ?? 'QUEUED', progress: job?.progress ?? 0 });
  switch (activity.status) {
    case 'PENDING_REVIEW':
      return view('inReview');
    case 'REJECTED':
      return view('rejected', { reason: feedback?.reason ?? null });
    case 'PUBLISHED':
      return publishedView(activity, now);
    case 'ARCHIVED':
      return view('archived');
    case 'DRAFT':
      return draftView(feedback);
  }
}

/** Bootstrap colour of each badge. */
export const STATUS_TONE: Record<ContentStatusKind, string> = {
  draft: 'secondary',
  processing: 'info',
  failed: 'danger',
  inReview: 'warning',
  changesRequested: 'warning',
  rejected: 'danger',
  scheduled: 'primary',
  published: 'success',
  archived: 'secondary',
};
