/** Business constants and limits of spec §9, in one place. */
export const API_BASE_PATH = '/api/v1';

/** API client retry, timeout and pacing rules (spec §9). */
export const API_CLIENT = {
  maxRetries: 3,
  retryDelaysMs: [1000, 2000, 4000],
  requestTimeoutMs: 90_000,
  uploadTimeoutMs: 15 * 60_000,
  minSpacingMs: 50,
  authRedirectDelayMs: 1000,
  uploadPathSuffixes: [
    '/upload-video',
    '/thumbnail',
    '/thumbnails',
    '/banner',
    '/media',
    '/preview',
    '/avatar',
    '/creator-banner',
    '/icon',
    '/images',
  ],
} as const;

/** TanStack Query defaults (spec §9). */
export const QUERY_CACHE = {
  staleTimeMs: 5 * 60_000,
  gcTimeMs: 10 * 60_000,
  queryRetries: 3,
  mutationRetries: 2,
  retryBaseDelayMs: 1000,
  retryMaxDelayMs: 30_000,
} as const;

/**
 * How long an e-mailed code that proves control of the account (password reset, account deletion) works:
 * ASVS V6.5.5 caps out-of-band codes at 10 minutes. The e-mail verification code is not an authentication
 * factor and keeps its day.
 */
export const EMAIL_CODE_LIFETIME_MINUTES = 10;
/** Minimum password length (spec §5, §9). */
export const MIN_PASSWORD_LENGTH = 8;
/** Long-running burn requests give up after this long (spec §9). */
export const BURN_TIMEOUT_MS = 10 * 60_000;

/** Layout thresholds (spec §9). */
export const LAYOUT = {
  stickyHeaderThresholdPx: 1,
  backToTopThresholdPx: 250,
  breakpoints: { sm: 576, md: 768, lg: 992, xl: 1200, xxl: 1400 },
} as const;

/** Theme defaults (spec §9) and the customizer's options (spec §3). */
export const THEME_DEFAULTS = {
  appName: 'StreamIt',
  direction: 'ltr',
  colorScheme: 'light',
  pageLayout: 'container-fluid',
  fontFamily: 'Inter',
} as const;
export const COLOUR_THEMES = ['dark', 'hotstar', 'amazonprime', 'hulu'] as const;

/** Countdown target when none is configured (spec §9). */
export const DEFAULT_COUNTDOWN_END = '2025-09-02T10:00:00Z';

/** Browser storage keys (spec §3): member token, member user, wallet, admin token, admin user, theme. */
export const STORAGE_KEYS = {
  memberToken: 'streamit.token',
  memberUser: 'streamit.user',
  wallet: 'streamit.wallet',
  adminToken: 'streamit.adminToken',
  adminUser: 'streamit.adminUser',
  theme: 'streamit.theme',
  /** The X-Profile-Version the stored member user was read at (decision 049). */
  memberProfileVersion: 'streamit.profileVersion',
} as const;

/** Names of the browser events of spec §4. */
export const AUTH_EVENTS = {
  login: 'streamit:login',
  logout: 'streamit:logout',
  authError: 'streamit:auth-error',
  adminLogin: 'streamit:admin-login',
  adminLogout: 'streamit:admin-logout',
} as const;

/** Header carrying a mutation's idempotency key (ARCHITECTURE.md §4–§5). */
export const IDEMPOTENCY_HEADER = 'Idempotency-Key';

/** Accepted Idempotency-Key values: 8–100 letters, digits or `_ . : -` (a UUID fits). */
export const IDEMPOTENCY_KEY_PATTERN = /^[A-Za-z0-9_.:-]{8,100}$/;

/** Header set to `true` on an answer replayed from a stored Idempotency-Key. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/**
 * Header on every answer to a signed-in member: the version of their role, tier and verified email. The web
 * refetches the profile when it differs from the one it holds (decision 049).
 */
export const PROFILE_VERSION_HEADER = 'X-Profile-Version';

/** How long the server keeps an Idempotency-Key and its answer (Stripe keeps 24 h too). */
export const IDEMPOTENCY_KEY_TTL_HOURS = 24;

/**
 * When a saved place in a video is worth resuming (player and Continue watching agree): not in the first
 * `minSeconds` (nor the first 2 × shortFraction of a short clip), nor within `endMarginSeconds` of the end
 * (nor its last shortFraction), where it counts as watched.
 */
export const RESUME_RULES = { minSeconds: 5, endMarginSeconds: 10, shortFraction: 0.1 } as const;

/** How many items GET /activities/:id/related returns by default, and at most. */
export const RELATED_LIMITS = { default: 8, max: 24 } as const;

/** Largest request body the auth routes (member and admin sign-in, codes, passwords) accept, in bytes. */
export const AUTH_BODY_LIMIT_BYTES = 16 * 1024;

/** Pages a member may start linking Google or X from; the OAuth callback returns only to one of these. */
export const OAUTH_LINK_RETURN_PATHS = ['/watch-to-earn', '/merchandise/account'] as const;

/** `/activities/<segment>` paths that are pages of their own, not an activity's watch page. */
export const ACTIVITY_PAGE_SEGMENTS = ['games', 'quizzes', 'videos', 'featured'] as const;

/** Marks the `<video>` a watch page's HTML carries when the server knows the video's master playlist. */
export const WATCH_PAGE_STREAM_ATTRIBUTE = 'data-warm-stream';

/**
 * Featured story reading (decision 069): the reader reports the section on screen every `viewIntervalSeconds`
 * while the page is visible; a gap longer than `maxGapSeconds` since the previous view credits nothing (the
 * reader was away).
 */
export const STORY_VIEW_LIMITS = { viewIntervalSeconds: 3, maxGapSeconds: 12 } as const;

/** How long the reason staff give for an audited action may be (`StaffReasonSchema`), after trimming. */
export const STAFF_REASON_MIN = 3;
export const STAFF_REASON_MAX = 500;
