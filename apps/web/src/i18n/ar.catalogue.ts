import { arPages } from './ar.pages';
import { arShell } from './ar.shell';
import type { Catalogue } from './en.catalogue';

/** The Arabic catalogue; typed as the English one so a missing key fails the build. */
export const ar: Catalogue = { ...arShell, ...arPages };
