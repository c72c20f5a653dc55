import ts from 'typescript';

// The translation check behind i18n-check.test.ts (issue 26): a missing translation, a hard-coded English string
// in a component, or a t() key no catalogue has. Test-only (it parses sources with TypeScript); the app never
// imports it.

/** One problem the check found, with where it is. */
export interface I18nFinding {
  kind: 'missing-key' | 'hard-coded' | 'unknown-key';
  where: string;
  detail: string;
}

/** A source file to scan: its path (relative, for the allow-list and the report) and its text. */
export interface SourceFile {
  path: string;
  text: string;
}

/** Strings a component may show as written, each with its reason (i18n-allow-list.json). */
export interface AllowList {
  texts: { text: string; reason: string }[];
  files: { path: string; reason: string }[];
}

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const ARABIC_PLURALS = ['zero', 'one', 'two', 'few', 'many', 'other'];
const VISIBLE_PROPS = new Set(['aria-label', 'title', 'placeholder', 'alt', 'label']);
const LETTERS = /[A-Za-z]/;

function collectLeafKeys(value: unknown, prefix = ''): string[] {
  if (typeof value !== 'object' || value === null) return [prefix];
  if (Array.isArray(value)) return [prefix];
  return Object.entries(value).flatMap(([key, child]) =>
    collectLeafKeys(child, prefix ? `${prefix}.${key}` : key),
  );
}

function pluralFamilies(keys: string[]): Map<string, Set<string>> {
  const families = new Map<string, Set<string>>();
  for (const key of keys) {
    const match = PLURAL_SUFFIX.exec(key);
    if (!match?.[1]) continue;
    const base = key.slice(0, -match[0].length);
    families.set(base, (families.get(base) ?? new Set()).add(match[1]));
  }
  return families;
}

/**
 * Keys in one catalogue and not the other (plural forms compared by family: each language has its own), and
 * Arabic plural families without all six forms where English has plural forms.
 */
export function findMissingKeys(en: object, ar: object): I18nFinding[] {
  const enKeys = collectLeafKeys(en);
  const arKeys = collectLeafKeys(ar);
  const bare = (keys: string[]) => new Set(keys.map((key) => key.replace(PLURAL_SUFFIX, '')));
  const [enBare, arBare] = [bare(enKeys), bare(arKeys)];
  const findings: I18nFinding[] = [
    ...[...enBare].filter((key) => !arBare.has(key)).map((key) => missing(key, 'in en, missing in ar')),
    ...[...arBare].filter((key) => !enBare.has(key)).map((key) => missing(key, 'in ar, missing in en')),
  ];
  const arFamilies = pluralFamilies(arKeys);
  for (const base of pluralFamilies(enKeys).keys()) {
    const forms = arFamilies.get(base);
    const absent = forms ? ARABIC_PLURALS.filter((form) => !forms.has(form)) : [];
    if (absent.length > 0) findings.push(missing(base, `ar plural forms missing: ${absent.join(', ')}`));
  }
  return findings;
}

function missing(key: string, detail: string): I18nFinding {
  return { kind: 'missing-key', where: key, detail };
}

function lineOf(source: ts.SourceFile, node: ts.Node): number {
  return source.getLineAndCharacterOfPosition(node.getStart(source)).line + 1;
}

function literalText(node: ts.Node | undefined): string | null {
  if (!node) return null;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isJsxExpression(node)) return literalText(node.expression);
  return null;
}

function attributeText(node: ts.JsxAttribute): string | null {
  const name = node.name.getText();
  return VISIBLE_PROPS.has(name) ? literalText(node.initializer) : null;
}

function visibleText(node: ts.Node): string | null {
  // Entities (&times;, &nbsp;) are symbols, not words.
  if (ts.isJsxText(node)) return node.text.replace(/&[#\w]+;/g, '').trim() || null;
  if (ts.isJsxAttribute(node)) return attributeText(node);
  if (ts.isJsxExpression(node) && ts.isJsxElement(node.parent)) return literalText(node.expression);
  return null;
}

/** JSX text and literal values of user-visible props (aria-label, title, placeholder, alt, label) with letters. */
export function findHardCodedStrings(files: SourceFile[], allow: AllowList): I18nFinding[] {
  const allowedTexts = new Set(allow.texts.map((entry) => entry.text));
  const allowedFiles = new Set(allow.files.map((entry) => entry.path));
  const findings: I18nFinding[] = [];
  for (const file of files.filter((candidate) => !allowedFiles.has(candidate.path))) {
    const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, ts.ScriptKind.TSX);
    const visit = (node: ts.Node): void => {
      const text = visibleText(node);
      if (text && LETTERS.test(text) && !allowedTexts.has(text)) {
        findings.push({ kind: 'hard-coded', where: `${file.path}:${lineOf(source, node)}`, detail: text });
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return findings;
}

// t('key'), t("key"), i18n.t('key') and t(`key`) without placeholders: keys written out whole.
const TRANSLATION_CALL = /\bt\(\s*(['"`])([A-Za-z][\w-]*(?:\.[\w-]+)+)\1/g;

function hasKey(catalogue: object, key: string): boolean {
  let node: unknown = catalogue;
  const parts = key.split('.');
  const last = parts.pop() ?? '';
  for (const part of parts) {
    if (typeof node !== 'object' || node === null) return false;
    node = (node as Record<string, unknown>)[part];
  }
  if (typeof node !== 'object' || node === null) return false;
  const record = node as Record<string, unknown>;
  return last in record || Object.keys(record).some((name) => name.replace(PLURAL_SUFFIX, '') === last);
}

/** Literal t() keys the English catalogue lacks: the screen would show the raw key. */
export function findUnknownKeys(files: SourceFile[], en: object): I18nFinding[] {
  return files.flatMap((file) =>
    [...file.text.matchAll(TRANSLATION_CALL)]
      .filter(([, , key = '']) => !hasKey(en, key))
      .map(([, , key = '']) => ({ kind: 'unknown-key' as const, where: file.path, detail: key })),
  );
}
