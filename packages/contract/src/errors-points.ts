// Part of the error catalogue (errors.ts spreads it in), kept apart so each file stays readable.

/** Why a completion is refused: `POINTS_<reason>` for each of COMPLETION_BLOCK_REASONS (decisions 022, 047). */
export const POINTS_COMPLETION_ERRORS = {
  POINTS_ALREADY_COMPLETED: { status: 409, message: 'You have already completed this activity.' },
  POINTS_COOLDOWN: { status: 429, message: 'Please wait a moment before completing another activity.' },
  POINTS_DAILY_CAP: { status: 409, message: "You have reached today's points limit. Come back tomorrow." },
  POINTS_WEEKLY_CAP: { status: 409, message: "You have reached this week's points limit." },
  POINTS_TIER_REQUIRED: { status: 403, message: 'A higher tier is needed for this activity.' },
  POINTS_WATCH_TIME_NOT_REACHED: {
    status: 409,
    message: 'Keep watching: not enough of the video has been watched yet.',
  },
  POINTS_QUIZ_NOT_PASSED: { status: 409, message: 'Pass the quiz to complete this activity.' },
  POINTS_GAME_SCORE_TOO_LOW: { status: 409, message: 'Reach the target score to complete this game.' },
  POINTS_UNAVAILABLE: {
    status: 404,
    message: 'This activity is no longer available, so its points could not be paid.',
  },
} as const satisfies Record<string, { status: number; message: string }>;
