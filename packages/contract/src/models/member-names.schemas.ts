import { z } from 'zod';

/** Longest first, last or display name, in characters. */
export const MEMBER_NAME_MAX_LENGTH = 100;

/** Angle brackets and control characters have no place in a name (they only serve markup and tricks). */
export function hasUnsafeNameCharacters(value: string): boolean {
  return /[<>]/.test(value) || Array.from(value).some((char) => (char.codePointAt(0) ?? 0) < 32);
}

const safeName = z
  .string()
  .trim()
  .max(MEMBER_NAME_MAX_LENGTH)
  .refine((value) => !hasUnsafeNameCharacters(value), {
    message: 'Names cannot contain < > or control characters',
  });

/** A first or last name: optional (empty clears it), trimmed, at most 100 characters. */
export const PersonNameSchema = safeName;
export type PersonName = z.infer<typeof PersonNameSchema>;

/** The name shown to others: required, trimmed, at most 100 characters. Name rules live here, once. */
export const DisplayNameSchema = safeName.min(1);
export type DisplayName = z.infer<typeof DisplayNameSchema>;
