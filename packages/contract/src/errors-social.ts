// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** Errors of the social tasks on X (decision 038). */
export const SOCIAL_ERRORS = {
  SOCIAL_TASK_NOT_FOUND: { status: 404, message: 'Social task not found' },
  SOCIAL_CLAIM_NOT_FOUND: { status: 404, message: 'Social task submission not found' },
  SOCIAL_X_NOT_LINKED: {
    status: 409,
    message: 'Link your X account first: tasks are checked on the X account linked to your profile.',
  },
  SOCIAL_TASK_KIND_MISMATCH: { status: 400, message: 'This task is not of that kind.' },
  SOCIAL_TASK_NOT_OPEN: { status: 409, message: 'This task is not open right now.' },
  SOCIAL_TASK_FULL: { status: 409, message: 'This task has reached its maximum number of completions.' },
  SOCIAL_TIER_REQUIRED: { status: 403, message: 'A higher tier is needed for this task.' },
  SOCIAL_TASK_ALREADY_DONE: { status: 409, message: 'You have already completed this task.' },
  SOCIAL_TASK_PENDING_REVIEW: { status: 409, message: 'Your evidence for this task is waiting for review.' },
  SOCIAL_NOT_YET: {
    status: 409,
    message: 'We could not find this on X yet. Complete the task on X, then verify again.',
  },
  SOCIAL_MANUAL_REVIEW_REQUIRED: {
    status: 409,
    message:
      'Automatic checks with X are off. Send a link or a note as evidence and our team will review it.',
  },
  SOCIAL_MANUAL_NOT_ALLOWED: {
    status: 409,
    message: 'This task is checked with X directly. Use Verify instead.',
  },
  SOCIAL_EVIDENCE_REQUIRED: { status: 400, message: 'Add a link or a note as evidence.' },
  SOCIAL_X_RATE_LIMITED: {
    status: 429,
    message: 'X is limiting how often we can check. Please try again at the time shown.',
  },
  SOCIAL_X_UNAVAILABLE: { status: 503, message: 'X cannot be reached right now. Please try again later.' },
  SOCIAL_POST_NOT_FOUND: { status: 404, message: 'This post was not found on X.' },
  SOCIAL_CLAIM_NOT_PENDING: { status: 409, message: 'This submission is not waiting for review.' },
} as const satisfies Record<string, { status: number; message: string }>;
