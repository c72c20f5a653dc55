/** Creator profile, discover and ban values shared by the server and the web (zod-free). */
import { isReservedDisplayName } from './display-name.js';

/** Handle length bounds, in characters. */
export const CREATOR_HANDLE_MIN = 3;
export const CREATOR_HANDLE_MAX = 30;
/** Letters, digits, `_` and `-`, starting and ending with a letter or digit (mirrored by a database check). */
export const CREATOR_HANDLE_PATTERN = /^[A-Za-z0-9](?:[A-Za-z0-9_-]*[A-Za-z0-9])?$/;
/** Most links on one creator profile. */
export const MAX_CREATOR_PROFILE_LINKS = 5;
/** Most categories one creator picks. */
export const MAX_CREATOR_PROFILE_CATEGORIES = 3;
/** Longest public bio, in characters. */
export const CREATOR_PROFILE_BIO_MAX = 1000;
/** Longest creator display name, in characters. */
export const CREATOR_DISPLAY_NAME_MAX = 60;
/** Longest ban or unban reason, in characters. */
export const CREATOR_BAN_REASON_MAX = 1000;
/** Orders of the discover page. */
export const CREATOR_SORTS = ['popular', 'new', 'most_followed'] as const;
export type CreatorSort = (typeof CREATOR_SORTS)[number];

// Words the creator pages' own paths use, so a handle can never shadow a screen.
const ROUTE_WORDS = new Set([
  'new',
  'edit',
  'me',
  'follow',
  'profile',
  'discover',
  'popular',
  'api',
  'creators',
]);

/** Whether a handle poses as staff or the product, or is a word the creator paths use. */
export function isReservedHandle(handle: string): boolean {
  return ROUTE_WORDS.has(handle.toLowerCase()) || isReservedDisplayName(handle);
}

/** Whether a handle has the allowed shape and length (it may still be reserved or taken). */
export function isHandleShaped(handle: string): boolean {
  return (
    handle.length >= CREATOR_HANDLE_MIN &&
    handle.length <= CREATOR_HANDLE_MAX &&
    CREATOR_HANDLE_PATTERN.test(handle)
  );
}

/** Largest banner upload, in bytes. */
export const CREATOR_BANNER_MAX_BYTES = 5 * 1024 * 1024;
/** Smallest banner accepted, in pixels (a 4:1 strip); smaller ones would look blurred when stretched. */
export const CREATOR_BANNER_MIN_WIDTH = 960;
export const CREATOR_BANNER_MIN_HEIGHT = 240;
/** The stored banner, in pixels: every upload is cropped and re-encoded to this size. */
export const CREATOR_BANNER_WIDTH = 1500;
export const CREATOR_BANNER_HEIGHT = 375;
