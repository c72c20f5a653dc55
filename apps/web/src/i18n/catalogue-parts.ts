import type { Language } from './languages';

/**
 * A separately loaded part of a language's catalogue: the shell (header, footer, home page) and the pages
 * (everything else). The home page downloads the shell only (docs/decisions/032-home-page-under-150-kb.md).
 */
export type CataloguePart = 'shell' | 'pages';

/** Each language's parts, each its own chunk: a page carries only the active language's strings. */
export const CATALOGUE_LOADERS: Record<Language, Record<CataloguePart, () => Promise<object>>> = {
  en: {
    shell: () => import('./en.shell').then((module) => module.enShell),
    pages: () => import('./en.pages').then((module) => module.enPages),
  },
  ar: {
    shell: () => import('./ar.shell').then((module) => module.arShell),
    pages: () => import('./ar.pages').then((module) => module.arPages),
  },
};

/** The parts a first page at `pathname` renders with: the home page needs the shell only. */
export function listBootParts(pathname: string): CataloguePart[] {
  return pathname === '/' ? ['shell'] : ['shell', 'pages'];
}
