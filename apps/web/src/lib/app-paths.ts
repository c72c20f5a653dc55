import type { RegisteredRouter } from '@tanstack/react-router';
import type { ParseKeys } from 'i18next';

/** Every path of the app's route tree, so links kept as data are still checked against real routes. */
export type AppPath = Extract<keyof RegisteredRouter['routesByPath'], string>;

/** Any key of the English catalogue. */
export type TranslationKey = ParseKeys;
