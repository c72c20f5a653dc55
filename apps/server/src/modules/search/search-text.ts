import type { TextRange } from '@streamit/contract';

/** Markers ts_headline puts around matches; control characters never shown in titles or descriptions. */
export const HIGHLIGHT_START = '\u0001';
export const HIGHLIGHT_STOP = '\u0002';

/** The free text of a search split into the part matched as whole words and a last word matched as a prefix. */
export interface SearchTerms {
  /** Web-search syntax (quotes, `-word`, `or`) for PostgreSQL's websearch_to_tsquery. */
  words: string;
  /** Letters, marks and digits of the last word, lower-cased; null when the query ends otherwise. */
  prefix: string | null;
}

const TRAILING_WORD = /[\p{L}\p{M}\p{N}]+$/u;

/**
 * Splits the last word off for prefix matching, so typing "mon" already finds "Monet". A last word
 * inside an open quote or after a minus sign (an exclusion) keeps its web-search meaning instead.
 */
export function splitSearchTerms(query: string): SearchTerms {
  const match = TRAILING_WORD.exec(query);
  if (!match) return { words: query, prefix: null };
  const words = query.slice(0, match.index);
  const openQuote = (query.match(/"/g) ?? []).length % 2 === 1;
  const excluded = /(?:^|\s)-$/.test(words);
  if (openQuote || excluded) return { words: query, prefix: null };
  return { words, prefix: match[0].toLowerCase() };
}

/** Removes ts_headline's markers and returns the plain text with the marked ranges (UTF-16 offsets). */
export function parseHighlighted(marked: string): { text: string; ranges: TextRange[] } {
  let text = '';
  let start: number | null = null;
  const ranges: TextRange[] = [];
  for (const char of marked) {
    if (char === HIGHLIGHT_START) {
      start = text.length;
    } else if (char === HIGHLIGHT_STOP) {
      if (start !== null && text.length > start) ranges.push({ start, length: text.length - start });
      start = null;
    } else {
      text += char;
    }
  }
  return { text, ranges };
}
