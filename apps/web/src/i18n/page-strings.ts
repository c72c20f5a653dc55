import { loadCataloguePart } from './i18n';

/**
 * A page's chunk together with the strings of every page but the home page (the home page needs the shell's
 * only, docs/decisions/032-home-page-under-150-kb.md): a lazy page never renders before its strings are in.
 */
export async function withPageStrings<T>(chunk: Promise<T>): Promise<T> {
  const [module] = await Promise.all([chunk, loadCataloguePart('pages')]);
  return module;
}
