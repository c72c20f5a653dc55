// The in-house formatter behind t() (docs/decisions/032-home-page-under-150-kb.md): the part of i18next the app
// uses, in a few hundred bytes. Keys are dotted paths; `{{name}}` placeholders take the option of that name; a
// numeric `count` picks the plural form (`key_zero` for 0 when it exists, then the language's CLDR category,
// then the bare key, the order i18next looks them up in); `returnObjects` returns a list or section whole.

/** What a translation call may pass: placeholder values, `count` for plurals, `returnObjects` for sections. */
export type TranslateOptions = Readonly<Record<string, unknown>> & {
  readonly count?: unknown;
  readonly returnObjects?: boolean;
};

/** Translates a key against one language's catalogue. */
export type Translate = (key: string, options?: TranslateOptions) => unknown;

const PLACEHOLDER = /\{\{\s*(\w+)\s*\}\}/g;

function lookUp(catalogue: unknown, key: string): unknown {
  let node = catalogue;
  for (const part of key.split('.')) {
    if (typeof node !== 'object' || node === null) return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

function listCandidateKeys(key: string, count: unknown, rules: Intl.PluralRules): string[] {
  if (typeof count !== 'number') return [key];
  const zero = count === 0 ? [`${key}_zero`] : [];
  return [...zero, `${key}_${rules.select(count)}`, key];
}

function formatValue(value: unknown, placeholder: string): string {
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean' || typeof value === 'bigint')
    return String(value);
  return value === undefined || value === null ? placeholder : JSON.stringify(value);
}

/** Replaces each `{{name}}` with the option of that name; a placeholder without a value stays as written. */
export function interpolate(text: string, values: TranslateOptions = {}): string {
  return text.replace(PLACEHOLDER, (placeholder, name: string) => formatValue(values[name], placeholder));
}

// Lists and sections come back whole, with their strings interpolated like single ones.
function interpolateDeep(value: unknown, options: TranslateOptions): unknown {
  if (typeof value === 'string') return interpolate(value, options);
  if (Array.isArray(value)) return value.map((item) => interpolateDeep(item, options));
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value).map(([name, item]) => [name, interpolateDeep(item, options)]),
  );
}

/** A t() for one language's catalogue; a key it does not know comes back as itself, as i18next does. */
export function createTranslate(catalogue: unknown, language: string): Translate {
  const rules = new Intl.PluralRules(language);
  return (key, options = {}) => {
    for (const candidate of listCandidateKeys(key, options.count, rules)) {
      const value = lookUp(catalogue, candidate);
      if (typeof value === 'string') return interpolate(value, options);
      if (value !== undefined && options.returnObjects) return interpolateDeep(value, options);
    }
    return key;
  };
}
