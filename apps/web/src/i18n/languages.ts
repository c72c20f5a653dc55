/** Languages the interface ships in. */
export const SUPPORTED_LANGUAGES = ['en', 'ar'] as const;
/** One of the supported interface languages. */
export type Language = (typeof SUPPORTED_LANGUAGES)[number];
