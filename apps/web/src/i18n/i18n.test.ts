import { describe, expect, it } from 'vitest';
import { ar, en } from './catalogues';
import { listBootParts } from './catalogue-parts';
import { changeLanguage, getCurrentLanguage, getTextDirection, i18n } from './i18n';

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

// Plural forms differ by language (Arabic has six), so keys are compared without their plural suffix.
function collectKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    return [prefix.replace(PLURAL_SUFFIX, '')];
  return Object.entries(value).flatMap(([key, child]) =>
    collectKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

describe('i18n', () => {
  it('starts in English', () => {
    expect(getCurrentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
  });

  it('switches the interface to Arabic and marks the page as Arabic', async () => {
    await changeLanguage('ar');

    expect(document.documentElement.lang).toBe('ar');
    expect(i18n.t('nav.links.home')).toBe('الرئيسية');
  });

  it('knows Arabic reads right to left and English left to right', () => {
    expect(getTextDirection('ar')).toBe('rtl');
    expect(getTextDirection('en')).toBe('ltr');
    expect(getTextDirection('xx')).toBe('ltr');
  });

  it('uses the Arabic plural forms', async () => {
    await changeLanguage('ar');
    expect(i18n.t('countdown.days', { count: 2 })).toBe('يومان');
    expect(i18n.t('countdown.days', { count: 5 })).toBe('أيام');
    expect(i18n.t('countdown.days', { count: 11 })).toBe('يومًا');
  });

  it('switches the parts already loaded too: a page opened in English reads Arabic after the switch', async () => {
    expect(i18n.t('about.title')).toBe(en.about.title);
    await changeLanguage('ar');
    expect(i18n.t('about.title')).toBe(ar.about.title);
    expect(i18n.t('nav.links.home')).toBe(ar.nav.links.home);
  });

  it('starts the home page with the shell part only, any other page with the pages part too', () => {
    expect(listBootParts('/')).toEqual(['shell']);
    expect(listBootParts('/about')).toEqual(['shell', 'pages']);
  });

  it('remembers the chosen language', async () => {
    await changeLanguage('ar');
    expect(window.localStorage.getItem('streamit.language')).toBe('ar');
  });

  it('has every English string in Arabic too, with lists of the same length', () => {
    expect([...new Set(collectKeys(ar))].sort()).toEqual([...new Set(collectKeys(en))].sort());
    expect(ar.faq.items).toHaveLength(en.faq.items.length);
    expect(ar.privacy.sections).toHaveLength(en.privacy.sections.length);
    expect(ar.terms.sections).toHaveLength(en.terms.sections.length);
  });
});
