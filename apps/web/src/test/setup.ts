import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { i18n, loadCataloguePart } from '../i18n/i18n';
import { forgetAccountDetails } from '../lib/account-details-memory';

// jsdom has no layout, so scrolling is a no-op; the router's scroll restoration calls it on every navigation.
window.scrollTo = () => undefined;

// Route pages are lazy chunks that Vite transforms on first import; on a busy 2-core machine that alone can
// pass the 1 s default, so `findBy…` waits up to 5 s (the assertions themselves are unchanged).
configure({ asyncUtilTimeout: 5000 });

const PRISTINE_ROOT_ATTRIBUTES = new Set(['lang']);

beforeEach(async () => {
  // Components render outside the routes that load the pages' strings in the app (routes/page-strings.ts).
  await loadCataloguePart('pages');
  await i18n.changeLanguage('en');
});

afterEach(() => {
  cleanup();
  window.localStorage.clear();
  forgetAccountDetails('member');
  forgetAccountDetails('admin');
  window.sessionStorage.clear();
  window.history.replaceState(null, '', '/');
  // The theme writes its settings onto <html>; each test starts from a bare document.
  for (const name of document.documentElement.getAttributeNames()) {
    if (!PRISTINE_ROOT_ATTRIBUTES.has(name)) document.documentElement.removeAttribute(name);
  }
  Reflect.deleteProperty(window, 'scrollY');
  Reflect.deleteProperty(window, 'matchMedia');
  Reflect.deleteProperty(globalThis, 'ResizeObserver');
  Reflect.deleteProperty(window, 'IntersectionObserver');
});
