import type { Language } from './i18n';

/** A separately loaded part of a language's catalogue. */
export type CataloguePart = 'shell';

/** Each language's parts, each its own chunk: a page carries only the active language's strings. */
export const CATALOGUE_LOADERS: Record<Language, Record<CataloguePart, () => Promise<object>>> = {
  en: { shell: () => import('./en.catalogue').then((module) => module.en) },
  ar: { shell: () => import('./ar.catalogue').then((module) => module.ar) },
};

/** The parts a first page at `pathname` renders with. */
export function listBootParts(_pathname: string): CataloguePart[] {
  return ['shell'];
}
