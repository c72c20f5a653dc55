/**
 * Words a member's display name may not be, so nobody can pose as staff or as the product. Compared
 * after folding (see `foldDisplayName`), so "Ａｄｍｉｎ", "adm\u200Bin", Cyrillic "аdmin", "5upport"
 * and "Stream1t" all count.
 */
export const RESERVED_DISPLAY_NAMES = [
  'admin',
  'administrator',
  'admins',
  'support',
  'staff',
  'moderator',
  'moderators',
  'mod',
  'mods',
  'official',
  'system',
  'root',
  'superuser',
  'sysadmin',
  'helpdesk',
  'streamit',
  'streamitteam',
  'streamitsupport',
  'streamitofficial',
] as const;

// Names that are refused wherever they appear inside a name, spaces and punctuation ignored:
// long and specific enough that no ordinary name contains them by accident.
const RESERVED_FRAGMENTS = ['streamit', 'administrator', 'moderator'];

// Cyrillic, Greek and other letters that look like Latin ones (lower case: the name is case-folded
// first), and Latin small capitals, which NFKC leaves alone. Position n of one maps to position n of the other.
export const LOOK_ALIKE_FROM = 'авеёзһіїјкмнопрстухѕԁԛԝьαβγδεηικμνορσςτυχωϲɑɡıȷłøđħᴀʙᴄᴅᴇɢʜɪᴊᴋʟᴍɴᴏᴘʀꜱᴛᴜᴠᴡʏᴢ';
export const LOOK_ALIKE_TO = 'abee3hiijkmhonpctyxsdqwbabydenikuvopostuxwcagijlodhabcdeghijklmnoprstuvwyz';
const LOOK_ALIKES = new Map(
  Array.from(LOOK_ALIKE_FROM, (char, index) => [char, LOOK_ALIKE_TO.charAt(index)]),
);

// Digits and symbols used in place of letters. "1", "l", "|" and "!" all look like "i", so they
// fold to one letter; "rn" reads as "m" and "vv" as "w".
const SWAPS: [RegExp, string][] = [
  [/[0]/g, 'o'],
  [/[1l|!]/g, 'i'],
  [/[3]/g, 'e'],
  [/[4@]/g, 'a'],
  [/[5$]/g, 's'],
  [/[7+]/g, 't'],
  [/[8]/g, 'b'],
  [/[9]/g, 'g'],
  [/rn/g, 'm'],
  [/vv/g, 'w'],
];

// Zero-width and other invisible format characters, and combining marks left after decomposition.
const INVISIBLE = /[\p{Cf}\p{Default_Ignorable_Code_Point}\u200B-\u200D\u2060\uFEFF]/gu;
const COMBINING = /\p{M}/gu;

/** NFKC, case folding, invisible characters and accents removed, look-alike letters mapped to Latin. */
function normaliseLetters(name: string): string {
  const folded = name.normalize('NFKC').toLowerCase().replace(INVISIBLE, '');
  const bare = folded.normalize('NFKD').replace(COMBINING, '').normalize('NFKC');
  return Array.from(bare, (char) => LOOK_ALIKES.get(char) ?? char).join('');
}

function applySwaps(text: string): string {
  return SWAPS.reduce((result, [pattern, letter]) => result.replace(pattern, letter), text);
}

/** The comparable skeleton of a name or a word: letters only, look-alikes and swaps folded. */
export function foldDisplayName(name: string): string {
  return applySwaps(normaliseLetters(name)).replace(/[^\p{L}\p{N}]/gu, '');
}

const RESERVED_SKELETONS = new Set<string>(RESERVED_DISPLAY_NAMES.map(foldDisplayName));
const FRAGMENT_SKELETONS = RESERVED_FRAGMENTS.map(foldDisplayName);

/** The words of a name, each folded, with the whole name (spaces and punctuation removed) as well. */
function candidatesOf(name: string): string[] {
  const letters = normaliseLetters(name);
  // Split on anything but letters, digits and the symbols that stand in for letters.
  const words = letters.split(/[^\p{L}\p{N}@$|!+]+/u).filter((word) => word.length > 0);
  // A word such as "admin2024" or "2admin" still reads as the reserved word.
  const trimmed = words.map((word) => word.replace(/^\d+|\d+$/g, ''));
  return [...words, ...trimmed, letters].map(foldDisplayName).filter((word) => word.length > 0);
}

/** Whether a display name poses as staff or the product (a reserved word, however disguised). */
export function isReservedDisplayName(name: string): boolean {
  const candidates = candidatesOf(name);
  if (candidates.some((candidate) => RESERVED_SKELETONS.has(candidate))) return true;
  const whole = foldDisplayName(name);
  return FRAGMENT_SKELETONS.some((fragment) => whole.includes(fragment));
}
