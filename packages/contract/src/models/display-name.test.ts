import { describe, expect, it } from 'vitest';
import {
  foldDisplayName,
  isReservedDisplayName,
  LOOK_ALIKE_FROM,
  LOOK_ALIKE_TO,
  RESERVED_DISPLAY_NAMES,
} from './display-name.js';

describe('reserved display names', () => {
  it.each([...RESERVED_DISPLAY_NAMES])('refuses the reserved word %s as it is', (word) => {
    expect(isReservedDisplayName(word)).toBe(true);
  });

  it.each([
    ['upper case', 'ADMIN'],
    ['fullwidth letters (NFKC)', 'Ａｄｍｉｎ'],
    ['mathematical bold letters (NFKC)', '𝐀𝐝𝐦𝐢𝐧'],
    ['circled letters (NFKC)', 'ⓢⓣⓐⓕⓕ'],
    ['a zero-width space', 'adm\u200Bin'],
    ['a zero-width joiner', 'sup\u200Dport'],
    ['a word joiner', 'mod\u2060erator'],
    ['a byte-order mark', '\uFEFFroot'],
    ['a soft hyphen', 'sys\u00ADtem'],
    ['a right-to-left mark', 'admin\u200F'],
    ['Cyrillic а', 'аdmin'],
    ['Cyrillic о and р', 'suppоrt'],
    ['Cyrillic upper case', 'АDMIN'],
    ['Greek omicron and alpha', 'mοderαtοr'],
    ['Latin small capitals', 'ᴀᴅᴍɪɴ'],
    ['accents', 'Àdmïn'],
    ['5 for s', '5upport'],
    ['1 for i', 'Stream1t'],
    ['0 for o', 'r00t'],
    ['3 for e', 'syst3m'],
    ['@ for a', '@dmin'],
    ['$ for s', '$taff'],
    ['| for l', 'officia|'],
    ['rn for m', 'adrnin'],
    ['spaced letters', 'a d m i n'],
    ['dotted letters', 'S.T.A.F.F'],
    ['a reserved word among others', 'Official Account'],
    ['a reserved word with digits', 'admin2024'],
    ['the product name inside a longer name', 'StreamItFanClub'],
    ['the product name with a space', 'Stream It'],
    ['the product name in Cyrillic look-alikes', 'Ѕtrеаmіt'],
    ['moderator inside a word', 'ChiefModerator'],
    ['mixed disguises', 'Ｓ\u200Bt r е @ m 1 t'],
  ])('refuses %s: %s', (_case, name) => {
    expect(isReservedDisplayName(name)).toBe(true);
  });

  it.each([
    'Layla Haddad',
    'Ada Lovelace',
    'محمد العلي',
    'فاطمة الزهراء',
    'عبد الرحمن',
    'José Álvarez',
    'Zoë',
    'Badminton Fan',
    'Rootless Wanderer',
    'Supporting Actor',
    'Staffordshire Bull',
    'Modest Mouse',
    'Stream Lover',
    'Team Rocket',
    '李小龍',
    'Ω Omega',
  ])('accepts the ordinary name %s', (name) => {
    expect(isReservedDisplayName(name)).toBe(false);
  });

  it('folds every look-alike to one Latin letter, position by position', () => {
    expect(Array.from(LOOK_ALIKE_FROM)).toHaveLength(LOOK_ALIKE_TO.length);
    expect(foldDisplayName('Ａ\u200Bԁміп')).toBe(foldDisplayName('admin'));
  });
});
