import { describe, expect, it } from 'vitest';
import {
  HIGHLIGHT_START as S,
  HIGHLIGHT_STOP as E,
  parseHighlighted,
  splitSearchTerms,
} from './search-text.js';

describe('splitSearchTerms', () => {
  it('splits the last word off as a lower-case prefix', () => {
    expect(splitSearchTerms('Claude MON')).toEqual({ words: 'Claude ', prefix: 'mon' });
    expect(splitSearchTerms('mon')).toEqual({ words: '', prefix: 'mon' });
    expect(splitSearchTerms("monet's gar")).toEqual({ words: "monet's ", prefix: 'gar' });
  });

  it('keeps Arabic letters with their marks in the prefix', () => {
    expect(splitSearchTerms('فنّ الخَطّ')).toEqual({ words: 'فنّ ', prefix: 'الخَطّ' });
  });

  it('takes no prefix after a trailing space, inside an open quote, or for an excluded word', () => {
    expect(splitSearchTerms('monet ')).toEqual({ words: 'monet ', prefix: null });
    expect(splitSearchTerms('"water lil')).toEqual({ words: '"water lil', prefix: null });
    expect(splitSearchTerms('monet -ren')).toEqual({ words: 'monet -ren', prefix: null });
    expect(splitSearchTerms('monet ?')).toEqual({ words: 'monet ?', prefix: null });
  });

  it('still prefixes a hyphenated last word after its hyphen', () => {
    expect(splitSearchTerms('van-go')).toEqual({ words: 'van-', prefix: 'go' });
  });
});

describe('parseHighlighted', () => {
  it('returns the text without markers and the marked ranges as string indices', () => {
    const { text, ranges } = parseHighlighted(`${S}Claude${E} ${S}Monet${E}: Water`);
    expect(text).toBe('Claude Monet: Water');
    expect(ranges).toEqual([
      { start: 0, length: 6 },
      { start: 7, length: 5 },
    ]);
  });

  it('counts UTF-16 code units, so offsets work after emoji and Arabic', () => {
    const { text, ranges } = parseHighlighted(`🎨 فن ${S}الخط${E}`);
    const [range] = ranges;
    expect(text.slice(range?.start, (range?.start ?? 0) + (range?.length ?? 0))).toBe('الخط');
  });

  it('ignores empty and unbalanced markers', () => {
    expect(parseHighlighted(`a${S}${E}b${E}c${S}`)).toEqual({ text: 'abc', ranges: [] });
  });
});
