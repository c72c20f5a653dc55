import { CLIENT_MESSAGES_AR } from '@streamit/contract';
import arBase from './ar.json';
import arBrowse from './areas/browse.ar.json';
import type { enShell } from './en.shell';

/** The Arabic shell part; typed as the English one so a missing key fails the build. */
export const arShell: typeof enShell = {
  ...arBase,
  ...arBrowse,
  // Only the Arabic shell's chunk carries the Arabic client messages (decision 060).
  clientMessages: CLIENT_MESSAGES_AR,
};
