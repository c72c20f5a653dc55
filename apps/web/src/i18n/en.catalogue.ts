import { enPages } from './en.pages';
import { enShell } from './en.shell';

// The app loads a language in parts (catalogue-parts.ts); the whole catalogue is the reference type and the
// key-parity tests' view (catalogues.ts). Nothing in the shipped bundle imports this module's value.

/** The English catalogue: the reference every other language must match key for key. */
export const en = { ...enShell, ...enPages };

/** The shape every language's catalogue has: the English one's. */
export type Catalogue = typeof en;
