import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import allowList from './i18n-allow-list.json';
import { ar, en } from './catalogues';
import {
  findHardCodedStrings,
  findMissingKeys,
  findUnknownKeys,
  type AllowList,
  type SourceFile,
} from './i18n-check';

const SRC = path.resolve(import.meta.dirname, '..');

function listSources(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? listSources(full) : [full];
  });
}

// Application sources only: tests render fixtures of their own.
const sources: SourceFile[] = listSources(SRC)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file))
  .map((file) => ({
    path: path.relative(SRC, file).split(path.sep).join('/'),
    text: readFileSync(file, 'utf8'),
  }));
const components = sources.filter((file) => file.path.endsWith('.tsx'));

describe('the translation check on the tree', () => {
  it('finds every key in English and Arabic, and every Arabic plural family complete', () => {
    expect(findMissingKeys(en, ar)).toEqual([]);
  });

  it('finds no hard-coded English in a component beyond the allow-list', () => {
    expect(findHardCodedStrings(components, allowList as AllowList)).toEqual([]);
  });

  it('finds every literal t() key in the English catalogue (no raw key on a screen)', () => {
    expect(findUnknownKeys(sources, en)).toEqual([]);
  });

  it('gives every allow-list entry its reason', () => {
    for (const entry of [...allowList.texts, ...allowList.files])
      expect(entry.reason.length).toBeGreaterThan(5);
  });
});

describe('the translation check on a planted violation', () => {
  const fixtureEn = { demo: { title: 'Title', items_one: '{{count}} item', items_other: '{{count}} items' } };
  const fixtureAr = {
    demo: {
      items_zero: 'لا عناصر',
      items_one: 'عنصر',
      items_two: 'عنصران',
      items_few: 'عناصر',
      items_many: 'عنصرًا',
      items_other: 'عنصر',
    },
  };
  const component: SourceFile = {
    path: 'features/demo/demo.tsx',
    text: `export function Demo() {
  const { t } = useTranslation();
  return <section aria-label={t('demo.title')}><h1>{t('demo.title')}</h1><p>Hard-coded words</p>{t('demo.nowhere')}</section>;
}`,
  };

  it('reports the missing Arabic key, the hard-coded string and the unknown key: three findings', () => {
    const findings = [
      ...findMissingKeys(fixtureEn, fixtureAr),
      ...findHardCodedStrings([component], { texts: [], files: [] }),
      ...findUnknownKeys([component], fixtureEn),
    ];
    expect(findings).toEqual([
      { kind: 'missing-key', where: 'demo.title', detail: 'in en, missing in ar' },
      { kind: 'hard-coded', where: 'features/demo/demo.tsx:3', detail: 'Hard-coded words' },
      { kind: 'unknown-key', where: 'features/demo/demo.tsx', detail: 'demo.nowhere' },
    ]);
  });

  it('reports an Arabic plural family without its six forms, and hard-coded visible props', () => {
    const partial = { demo: { title: 'عنوان', items_one: 'عنصر', items_other: 'عناصر' } };
    expect(findMissingKeys(fixtureEn, partial)).toEqual([
      { kind: 'missing-key', where: 'demo.items', detail: 'ar plural forms missing: zero, two, few, many' },
    ]);
    const props: SourceFile = {
      path: 'x.tsx',
      text: `<input placeholder="Search" title={'Tip'} alt="" aria-label={label} />`,
    };
    expect(findHardCodedStrings([props], { texts: [], files: [] }).map((finding) => finding.detail)).toEqual([
      'Search',
      'Tip',
    ]);
  });

  it('lets the allow-list through, by text or by file', () => {
    const allowed: AllowList = {
      texts: [{ text: 'Hard-coded words', reason: 'test' }],
      files: [{ path: 'x.tsx', reason: 'test' }],
    };
    const props: SourceFile = { path: 'x.tsx', text: `<input placeholder="Search" />` };
    expect(findHardCodedStrings([component, props], allowed)).toEqual([]);
  });
});
