import { CLIENT_MESSAGES, type ClientMessageKey } from '@streamit/contract';
import enBrowse from './areas/browse.en.json';
import enBase from './en.json';

// The shell's strings (header, footer, home page, theme, toasts, maintenance): every page renders with them, so
// they load before the first render. Strings of one page or area are in the pages part (en.pages.ts).

// Widened to plain strings: the Arabic shell, typed as this one, gives the same keys other words.
const clientMessages: Readonly<Record<ClientMessageKey, string>> = CLIENT_MESSAGES;

/** The English shell part: every page needs it, the home page needs nothing else. */
export const enShell = {
  ...enBase,
  ...enBrowse,
  // The API client's own failure messages (network, timeout, bodiless answers), kept once in the contract.
  clientMessages,
};
