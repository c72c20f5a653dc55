import { describe, expect, it } from 'vitest';
import ar from './ar.json';
import en from './en.json';
import { changeLanguage, getCurrentLanguage, i18n } from './i18n';

function collectKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    collectKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function getBootstrapHref(): string | null {
  return document.getElementById('bootstrap-css')?.getAttribute('href') ?? null;
}

describe('i18n', () => {
  it('starts in English, left to right, with the LTR Bootstrap build', () => {
    expect(getCurrentLanguage()).toBe('en');
    expect(document.documentElement.lang).toBe('en');
    expect(document.documentElement.dir).toBe('ltr');
    expect(getBootstrapHref()).toMatch(/bootstrap\.min\.css/);
  });

  it('switches the page to Arabic, right to left, with only the RTL Bootstrap build linked', async () => {
    await changeLanguage('ar');

    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    expect(getBootstrapHref()).toMatch(/bootstrap\.rtl\.min\.css/);
    expect(document.querySelectorAll('link[rel="stylesheet"][href*="bootstrap"]')).toHaveLength(1);
    expect(i18n.t('nav.home')).toBe('الرئيسية');
  });

  it('remembers the chosen language', async () => {
    await changeLanguage('ar');
    expect(window.localStorage.getItem('streamit.language')).toBe('ar');
  });

  it('has every English string in Arabic too', () => {
    expect(collectKeys(ar).sort()).toEqual(collectKeys(en).sort());
  });
});
