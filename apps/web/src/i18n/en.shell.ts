import enBrowse from './areas/browse.en.json';
import enBase from './en.json';

// The shell's strings (header, footer, home page, theme, toasts, maintenance): every page renders with them, so
// they load before the first render. Strings of one page or area are in the pages part (en.pages.ts).

/** The English shell part: every page needs it, the home page needs nothing else. */
export const enShell = {
  ...enBase,
  ...enBrowse,
};
