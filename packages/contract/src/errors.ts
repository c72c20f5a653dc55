import { CLIENT_MESSAGES } from './client-messages.js';
import { ADMIN_OPS_ERRORS } from './errors-admin-ops.js';
import { PARTNER_PORTAL_ERRORS } from './errors-partner-portal.js';
import { PARTNER_ERRORS } from './errors-partners.js';
import { POINTS_COMPLETION_ERRORS } from './errors-points.js';
import { SOCIAL_ERRORS } from './errors-social.js';
import { STORE_ERRORS } from './errors-store.js';
import { MEMBER_DATA_ERRORS } from './errors-member-data.js';
import { WALLET_ERRORS } from './errors-wallet.js';

/**
 * Stable error codes and the spec §8 messages the server answers with.
 * The code is what clients branch on; the message is what people read.
 */
export const ERRORS = {
  VALIDATION_FAILED: { status: 400, message: CLIENT_MESSAGES.validation },
  UNPROCESSABLE: { status: 422, message: 'Please check your input data and try again.' },
  UNAUTHENTICATED: { status: 401, message: CLIENT_MESSAGES.auth },
  SESSION_EXPIRED: { status: 401, message: 'Session expired. Please login again.' },
  ADMIN_AUTH_FAILED: { status: 401, message: 'Admin authentication failed' },
  FORBIDDEN: { status: 403, message: CLIENT_MESSAGES.forbidden },
  NOT_FOUND: { status: 404, message: CLIENT_MESSAGES.notFound },
  ROUTE_NOT_FOUND: { status: 404, message: 'The requested resource was not found.' },
  CONFLICT: { status: 409, message: CLIENT_MESSAGES.conflict },
  IDEMPOTENCY_KEY_REUSED: {
    status: 409,
    message: 'This request key was already used for a different request.',
  },
  IDEMPOTENCY_KEY_IN_USE: {
    status: 409,
    message: 'A request with this key is still being processed. Please wait a moment and reload.',
  },
  IDEMPOTENCY_KEY_INVALID: {
    status: 400,
    message: 'The Idempotency-Key header must be 8 to 100 letters, digits or the characters _ . : -',
  },
  PAYLOAD_TOO_LARGE: { status: 413, message: CLIENT_MESSAGES.payloadTooLarge },
  UNSUPPORTED_MEDIA_TYPE: { status: 415, message: CLIENT_MESSAGES.unsupportedMediaType },
  MEDIA_UNREADABLE: {
    status: 422,
    message: 'This video could not be read. The file may be damaged or incomplete.',
  },
  STORAGE_FULL: {
    status: 507,
    message: 'The server has no room to store this file right now. Nothing was kept; please try again later.',
  },
  FILE_INFECTED: {
    status: 422,
    message: 'This file contains malware and was refused. Nothing was kept.',
  },
  ANTIVIRUS_UNAVAILABLE: {
    status: 503,
    message: 'Files cannot be checked for viruses right now. Nothing was kept; please try again later.',
  },
  TRANSCODE_NOT_RETRYABLE: {
    status: 409,
    message: 'Only a video whose processing failed can be retried.',
  },
  RATE_LIMITED: { status: 429, message: CLIENT_MESSAGES.rateLimit },
  REQUEST_TIMEOUT: { status: 408, message: 'Request timed out. Please try again.' },
  INTERNAL: { status: 500, message: CLIENT_MESSAGES.server },
  SERVICE_UNAVAILABLE: { status: 503, message: 'Server error occurred. Please try again later.' },
  INVALID_CREDENTIALS: { status: 401, message: 'Invalid email or password' },
  INVALID_ADMIN_CREDENTIALS: { status: 401, message: 'Invalid admin credentials' },
  CAPTCHA_FAILED: { status: 400, message: 'CAPTCHA verification failed. Please try again.' },
  CAPTCHA_V2_REQUIRED: { status: 400, message: 'Additional verification is required.' },
  REFERRAL_INVALID: { status: 400, message: 'The referral code you entered is invalid or expired.' },
  REFERRAL_NO_LONGER_VALID: { status: 400, message: 'This referral code is no longer valid.' },
  EMAIL_ALREADY_REGISTERED: { status: 409, message: 'Email already registered' },
  INVALID_REGISTRATION_DATA: { status: 400, message: 'Invalid registration data' },
  DISPLAY_NAME_RESERVED: {
    status: 400,
    message: 'This display name is reserved. Please choose another one.',
  },
  INVALID_RESET_CODE: { status: 400, message: 'Invalid or expired reset code' },
  INVALID_VERIFICATION_CODE: { status: 400, message: 'Invalid or expired verification code' },
  USER_NOT_FOUND: { status: 404, message: 'User not found' },
  EMAIL_ALREADY_VERIFIED: { status: 409, message: 'Email already verified' },
  PASSWORDS_DO_NOT_MATCH: { status: 400, message: 'Passwords do not match' },
  PASSWORD_TOO_SHORT: { status: 400, message: 'Password must be at least 8 characters long' },
  PASSWORD_ALREADY_SET: { status: 409, message: 'Password is already set for this account' },
  CANNOT_UNLINK_ONLY_METHOD: {
    status: 409,
    message:
      'Cannot unlink the only authentication method. Please link another provider or set a password first.',
  },
  EMAIL_REGISTERED_WITH_GOOGLE: {
    status: 409,
    message: 'This email is already registered with Google. Please sign in with Google instead.',
  },
  EMAIL_REGISTERED_WITH_TWITTER: {
    status: 409,
    message: 'This email is already registered with X (Twitter). Please sign in with X instead.',
  },
  EMAIL_REGISTERED_WITH_PASSWORD: {
    status: 409,
    message:
      'This email is already registered. Please log in with your email and password, or reset your password if you forgot it.',
  },
  EMAIL_NOT_VERIFIED: { status: 403, message: 'Please verify your email address before logging in.' },
  ACCOUNT_SUSPENDED: { status: 403, message: 'This account is suspended. Please contact support.' },
  PASSWORD_TOO_LONG: { status: 400, message: 'Password must be at most 1024 characters long' },
  PASSWORD_TOO_COMMON: {
    status: 400,
    message: 'This password is too common. Please choose one that is harder to guess.',
  },
  PASSWORD_BREACHED: {
    status: 400,
    message:
      'This password has appeared in a data breach elsewhere, so attackers try it. Please choose a different one.',
  },
  PASSWORD_HAS_PERSONAL_INFO: {
    status: 400,
    message: 'Password must not contain your email, your name or the site name.',
  },
  CURRENT_PASSWORD_INCORRECT: { status: 400, message: 'Current password is incorrect' },
  PASSWORD_NOT_SET: {
    status: 409,
    message: 'No password is set for this account. Please set a password first.',
  },
  TWO_FACTOR_CODE_INVALID: { status: 400, message: 'Invalid authentication code' },
  TWO_FACTOR_ALREADY_ENABLED: { status: 409, message: 'Two-factor authentication is already enabled' },
  TWO_FACTOR_NOT_ENABLED: { status: 409, message: 'Two-factor authentication is not enabled' },
  TWO_FACTOR_SETUP_NOT_STARTED: {
    status: 409,
    message: 'Start two-factor setup before confirming a code',
  },
  LOGIN_CHALLENGE_INVALID: {
    status: 400,
    message: 'Your sign-in attempt has expired. Please log in again.',
  },
  OAUTH_NOT_CONFIGURED: { status: 400, message: 'Sign-in with this provider is not configured.' },
  OAUTH_FAILED: { status: 400, message: 'Sign-in with the provider failed. Please try again.' },
  OAUTH_STATE_INVALID: {
    status: 400,
    message: 'This sign-in attempt is invalid or has expired. Please try again.',
  },
  OAUTH_CODE_INVALID: {
    status: 400,
    message: 'This sign-in link is invalid or has expired. Please sign in again.',
  },
  OAUTH_EMAIL_UNVERIFIED_CONFLICT: {
    status: 409,
    message:
      'An account with this email already exists. Please log in with your password first; the provider did not confirm this email.',
  },
  PROVIDER_NOT_LINKED: { status: 404, message: 'This provider is not linked to your account' },
  OAUTH_ACCOUNT_ALREADY_LINKED: {
    status: 409,
    message: 'This provider account is already linked to another StreamIt account.',
  },
  OAUTH_PROVIDER_ALREADY_LINKED: {
    status: 409,
    message: 'A different account of this provider is already linked to yours. Please unlink it first.',
  },
  FILE_MISSING: { status: 400, message: 'Please choose a file to upload.' },
  EMAIL_REQUIRED_FOR_PASSWORD: {
    status: 409,
    message: 'This account has no email address, so a password cannot be used to sign in.',
  },
  ADMIN_NOT_FOUND: { status: 404, message: 'Admin user not found' },
  ADMIN_EMAIL_TAKEN: { status: 409, message: 'An admin with this email already exists' },
  ADMIN_LAST_SUPER_ADMIN: {
    status: 409,
    message: 'The last active super admin cannot be disabled or demoted',
  },
  ADMIN_SELF_ACCESS_CHANGE: {
    status: 409,
    message: 'You cannot disable your own account or change your own role or permissions',
  },
  ADMIN_SETUP_TOKEN_INVALID: { status: 400, message: 'Invalid or expired setup link' },
  ADMIN_ENROLLMENT_INVALID: { status: 400, message: 'Invalid or expired enrollment. Please log in again.' },
  ADMIN_TOTP_CODE_INVALID: { status: 400, message: 'Invalid authentication code' },
  MAINTENANCE: {
    status: 503,
    message: "We're down for scheduled maintenance and will be back soon. Thank you for your patience.",
  },
  NEWSLETTER_LINK_INVALID: {
    status: 400,
    message: 'This confirmation link is invalid or has expired. Please subscribe again.',
  },
  NEWSLETTER_UNSUBSCRIBE_INVALID: { status: 400, message: 'This unsubscribe link is invalid.' },
  CONTACT_MESSAGE_NOT_FOUND: { status: 404, message: 'Contact message not found' },
  OUTBOX_EMAIL_NOT_FOUND: { status: 404, message: 'Email not found' },
  CREATOR_REQUIRED: { status: 403, message: 'Only content creators can do this.' },
  CREATOR_APPLICATION_OPEN: { status: 409, message: 'You already have an open creator application.' },
  CREATOR_APPLICATION_COOL_OFF: {
    status: 409,
    message: 'Your last application was declined recently. You can apply again after the waiting period.',
  },
  CREATOR_ALREADY_APPROVED: { status: 409, message: 'You are already a content creator.' },
  CREATOR_BANNED: { status: 403, message: 'This account cannot take part in the creators program.' },
  CREATOR_APPLICATION_NOT_FOUND: { status: 404, message: 'Creator application not found' },
  CREATOR_APPLICATION_WRONG_STATE: {
    status: 409,
    message: 'This application is not in a state that allows this action. Please reload and try again.',
  },
  CREATOR_HANDLE_TAKEN: { status: 409, message: 'This handle is already taken. Choose another.' },
  CREATOR_PROFILE_MISSING: { status: 409, message: 'Save your creator profile first.' },
  CREATOR_CATEGORY_UNKNOWN: { status: 400, message: 'Choose categories from the list.' },
  CREATOR_NOT_FOUND: { status: 404, message: 'Creator not found' },
  CREATOR_SELF_FOLLOW: { status: 400, message: 'You cannot follow yourself.' },
  CREATOR_ALREADY_BANNED: {
    status: 409,
    message: 'This member is already banned from the creators program.',
  },
  CREATOR_BANNER_TOO_SMALL: { status: 422, message: 'The banner must be at least 960 × 240 pixels.' },
  CREATOR_NOT_BANNED: { status: 409, message: 'This member is not banned.' },
  CONTENT_NOT_EDITABLE: { status: 409, message: 'This content cannot be edited in its current state.' },
  QUIZ_NOT_DRAFT: { status: 409, message: 'Only a draft quiz can be sent for review.' },
  QUIZ_IMAGE_MISSING: { status: 409, message: 'Add the picture of every image question first.' },
  QUIZ_IMAGE_NOT_OWN: { status: 400, message: "A question's picture must be uploaded to this quiz." },
  GAME_NOT_DRAFT: { status: 409, message: 'Only a draft game can be published.' },
  GAME_IMAGES_MISSING: {
    status: 409,
    message: 'Add the pictures this game needs first: one per memory pair, one for a sliding puzzle.',
  },
  GAME_IMAGE_NOT_OWN: { status: 400, message: "A game's pictures must be uploaded to this game." },
  STORY_NOT_DRAFT: { status: 409, message: 'Only a draft story can be sent for review.' },
  STORY_IMAGE_NOT_OWN: { status: 400, message: "A story's pictures must be uploaded to this story." },
  STORY_VIDEO_UNKNOWN: {
    status: 400,
    message: 'A video section must name a published video of the catalogue.',
  },
  QUIZ_TIME_UP: {
    status: 409,
    message: 'Time is up for this quiz attempt. Answers are no longer accepted; finish it to see your score.',
  },
  QUIZ_ALREADY_ANSWERED: { status: 409, message: 'This question has already been answered.' },
  QUIZ_ATTEMPT_FINISHED: { status: 409, message: 'This quiz attempt is already finished.' },
  QUIZ_QUESTION_NOT_IN_ATTEMPT: { status: 400, message: 'This question is not part of your attempt.' },
  QUIZ_DAILY_ATTEMPTS_REACHED: {
    status: 429,
    message: "You have used today's attempts at this quiz. Please try again tomorrow.",
  },
  GAME_ROUND_ALREADY_SUBMITTED: { status: 409, message: 'This round has already been submitted.' },
  GAME_MOVE_INVALID: { status: 400, message: 'This move is not allowed in this round.' },
  CONTENT_NOT_PENDING: { status: 409, message: 'This item is not waiting for review.' },
  MODERATION_OWN_CONTENT: {
    status: 403,
    message: 'You wrote this item, so another moderator must decide on it.',
  },
  STORY_NOT_STAFF: {
    status: 409,
    message: "A creator's story is edited by its creator; request changes in the moderation queue instead.",
  },
  REPORT_DUPLICATE: { status: 409, message: 'You have already reported this content.' },
  NO_OPEN_REPORTS: { status: 409, message: 'This content has no open reports.' },
  STEP_UP_REQUIRED: {
    status: 403,
    message: 'Please confirm your password to continue. Confirmation lasts 5 minutes.',
  },
  STEP_UP_INVALID: { status: 400, message: 'The password or authentication code is incorrect.' },
  RECENT_SIGN_IN_REQUIRED: {
    status: 403,
    message: 'Please sign out and sign in again to continue. A new sign-in counts for 5 minutes.',
  },
  SIWE_INVALID: {
    status: 400,
    message: 'The wallet signature could not be verified. Please sign a new message.',
  },
  SIWE_NONCE_INVALID: {
    status: 400,
    message: 'This wallet sign-in request has expired or was already used. Please try again.',
  },
  TICKET_NOT_FOUND: { status: 404, message: 'Support ticket not found' },
  TICKET_TRANSITION_NOT_ALLOWED: { status: 409, message: 'This ticket cannot move to that status.' },
  TICKET_CLOSED: { status: 409, message: 'This ticket is closed. Please open a new ticket.' },
  TICKET_NOT_RATEABLE: { status: 409, message: 'A ticket can be rated once it is resolved or closed.' },
  TICKET_ALREADY_RATED: { status: 409, message: 'You have already rated this ticket.' },
  TICKET_ASSIGNEE_INVALID: { status: 400, message: 'This staff member cannot work the support desk.' },
  TICKET_TOO_MANY_ATTACHMENTS: { status: 400, message: 'You can attach at most 5 files to a message.' },
  TICKET_ATTACHMENT_NAME_INVALID: {
    status: 400,
    message: 'Each attachment needs a file name of at most 200 characters, without control characters.',
  },
  FILE_LINK_INVALID: { status: 403, message: 'This file link is not valid. Please open the file again.' },
  FILE_LINK_EXPIRED: { status: 410, message: 'This file link has expired. Please open the file again.' },
  CANNED_REPLY_NOT_FOUND: { status: 404, message: 'Canned reply not found' },
  TUS_VERSION_UNSUPPORTED: { status: 412, message: 'Please check your input data and try again.' },
  ...WALLET_ERRORS,
  ...SOCIAL_ERRORS,
  ...POINTS_COMPLETION_ERRORS,
  ...ADMIN_OPS_ERRORS,
  ...PARTNER_ERRORS,
  ...PARTNER_PORTAL_ERRORS,
  ...STORE_ERRORS,
  ...MEMBER_DATA_ERRORS,
} as const satisfies Record<string, { status: number; message: string }>;

export type ErrorCode = keyof typeof ERRORS;
export const ERROR_CODES = Object.keys(ERRORS) as [ErrorCode, ...ErrorCode[]];
