import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';

/**
 * Decision 053: tables are shared for reading, writes go through the owner. The owner of a table is the
 * module folder whose `*.schema.ts` defines it. This finds, in a module's production files, writes to a
 * table another module owns: Drizzle `.insert/.update/.delete(table)` on an imported table object, and SQL
 * text in any string or template literal (`sql` templates included) that inserts into, updates, deletes
 * from, merges into or truncates it, named by its SQL name or as an interpolated table object.
 * An `on conflict … do update` writes the table its `insert into` names, so the insert covers it.
 * Node built-ins only; the scan is textual, so a table reached through a variable or parameter is unseen.
 */

const TEST_FILE = /(^|[.-])test([.-]|$)/;
const SOURCE_FILE = /\.(ts|mts)$/;
const SCHEMA_FILE = /\.schema\.ts$/;
const TABLE_DEFINITION = /export\s+const\s+([\w$]+)\s*=\s*pgTable\(\s*['"]([\w]+)['"]/g;
const NAMED_IMPORT = /import\s+(?:type\s+)?\{([^}]*)\}\s*from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const NAMESPACE_IMPORT = /import\s+\*\s+as\s+([\w$]+)\s+from\s*['"](\.{1,2}\/[^'"]+)['"]/g;
const DRIZZLE_WRITE = /\.(insert|update|delete)\(\s*([\w$]+(?:\.[\w$]+)?)\s*[,)]/g;
const TABLE_REF = String.raw`(?:\$\{\s*([\w$]+(?:\.[\w$]+)?)\s*\}|"?(?:public"?\."?)?([A-Za-z_]\w*)"?)`;
// The table is matched in a lookahead so `FOR UPDATE` just before an `UPDATE users` does not swallow it.
const SQL_WRITES = [
  String.raw`\binsert(?=\s+into\s+${TABLE_REF})`,
  String.raw`(?<!\bfor\s+(?:no\s+key\s+)?)\bupdate(?=\s+(?:only\s+)?${TABLE_REF})`,
  String.raw`\bdelete(?=\s+from\s+(?:only\s+)?${TABLE_REF})`,
  String.raw`\bmerge(?=\s+into\s+(?:only\s+)?${TABLE_REF})`,
  String.raw`\btruncate(?=\s+(?:table\s+)?(?:only\s+)?${TABLE_REF})`,
].map((source) => new RegExp(source, 'gi'));
const TRUNCATE_MORE = new RegExp(String.raw`^\s*,\s*${TABLE_REF}`, 'i');

function listFiles(dir, found = []) {
  for (const name of readdirSync(dir)) {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) listFiles(full, found);
    else if (SOURCE_FILE.test(name) && !name.endsWith('.d.ts')) found.push(full);
  }
  return found;
}

function moduleOf(modulesRoot, file) {
  const relative = path.relative(modulesRoot, file);
  if (relative.startsWith('..') || !relative.includes(path.sep)) return null;
  return relative.split(path.sep)[0];
}

/** Every table defined in a module's `*.schema.ts`: by Drizzle export name and by SQL name, with its owner. */
export function readTableOwners(modulesRoot) {
  const byExport = new Map();
  const bySqlName = new Map();
  for (const file of listFiles(modulesRoot)) {
    if (!SCHEMA_FILE.test(file) || TEST_FILE.test(path.basename(file))) continue;
    const owner = moduleOf(modulesRoot, file);
    if (!owner) continue;
    for (const [, exportName, sqlName] of readFileSync(file, 'utf8').matchAll(TABLE_DEFINITION)) {
      byExport.set(exportName, { table: sqlName, owner });
      bySqlName.set(sqlName.toLowerCase(), { table: sqlName, owner });
    }
  }
  return { byExport, bySqlName };
}

function skipQuoted(text, start) {
  let index = start + 1;
  while (index < text.length && text[index] !== text[start] && text[index] !== '\n') {
    index += text[index] === '\\' ? 2 : 1;
  }
  return index + 1;
}

/**
 * The file's text with only string and template literal contents and `${…}` interpolations left in place,
 * everything else (code, comments, quotes) turned into U+0001 with line breaks kept: SQL words are matched in
 * literals only, and never across two literals, since `\s` does not match the filler.
 */
export function keepLiterals(text) {
  const out = text.replace(/[^\n]/g, '\u0001').split('');
  const keep = (from, to) => {
    for (let k = from; k < to; k += 1) out[k] = text[k];
  };
  const stack = [{ kind: 'code', depth: 0 }];
  let i = 0;
  while (i < text.length) {
    const top = stack[stack.length - 1];
    const ch = text[i];
    const next = text[i + 1];
    if (top.kind === 'template') {
      if (ch === '`') stack.pop();
      else if (ch === '$' && next === '{') {
        keep(i, i + 2);
        stack.push({ kind: 'interpolation', depth: 0 });
        i += 2;
        continue;
      } else keep(i, ch === '\\' ? i + 2 : i + 1);
      i += ch === '\\' ? 2 : 1;
      continue;
    }
    if (ch === '/' && next === '/') {
      const end = text.indexOf('\n', i);
      i = end < 0 ? text.length : end;
    } else if (ch === '/' && next === '*') {
      const end = text.indexOf('*/', i + 2);
      i = end < 0 ? text.length : end + 2;
    } else if (ch === "'" || ch === '"') {
      const end = skipQuoted(text, i);
      keep(i + 1, end - 1);
      i = end;
    } else if (ch === '`') {
      stack.push({ kind: 'template' });
      i += 1;
    } else {
      if (top.kind === 'interpolation') {
        keep(i, i + 1);
        if (ch === '{') top.depth += 1;
        else if (ch === '}' && top.depth === 0) stack.pop();
        else if (ch === '}') top.depth -= 1;
      }
      i += 1;
    }
  }
  return out.join('');
}

/** Local names of imported table objects (named imports and namespace imports) in one file. */
function readImportedTables(text, byExport) {
  const tables = new Map();
  const namespaces = new Set();
  for (const [, names] of text.matchAll(NAMED_IMPORT)) {
    for (const part of names.split(',')) {
      const [imported, local] = part
        .replace(/^\s*type\s+/, '')
        .trim()
        .split(/\s+as\s+/);
      if (byExport.has(imported)) tables.set(local ?? imported, byExport.get(imported));
    }
  }
  for (const [, alias, specifier] of text.matchAll(NAMESPACE_IMPORT)) {
    if (/schema(\.js)?$/.test(specifier)) namespaces.add(alias);
  }
  return (expression) => {
    const [first, second] = expression.split('.');
    if (second === undefined) return tables.get(first) ?? null;
    return namespaces.has(first) ? (byExport.get(second) ?? null) : null;
  };
}

function lineAt(text, offset) {
  let line = 1;
  for (let k = 0; k < offset; k += 1) if (text[k] === '\n') line += 1;
  return line;
}

function sqlWritesIn(literals, resolveTable, bySqlName) {
  const found = [];
  const resolve = (match, offset) => {
    const target = match[1] ? resolveTable(match[1]) : bySqlName.get(match[2].toLowerCase());
    if (target) found.push({ offset, target });
  };
  for (const pattern of SQL_WRITES) {
    for (const match of literals.matchAll(pattern)) {
      resolve(match, match.index);
      if (!/^truncate/i.test(match[0])) continue;
      let rest = literals.slice(match.index).replace(/^truncate\s+(?:table\s+)?(?:only\s+)?/i, '');
      rest = rest.slice((rest.match(new RegExp(`^${TABLE_REF}`)) ?? [''])[0].length);
      for (let more = rest.match(TRUNCATE_MORE); more; more = rest.match(TRUNCATE_MORE)) {
        resolve(more, match.index);
        rest = rest.slice(more[0].length);
      }
    }
  }
  return found;
}

function writesInFile(text, owners) {
  const resolveTable = readImportedTables(text, owners.byExport);
  const literals = keepLiterals(text);
  const code = text
    .replace(/\/\*[\s\S]*?\*\//g, (block) => block.replace(/[^\n]/g, ' '))
    .replace(/(^|\s)\/\/[^\n]*/g, '$1');
  const found = sqlWritesIn(literals, resolveTable, owners.bySqlName);
  for (const match of code.matchAll(DRIZZLE_WRITE)) {
    const target = resolveTable(match[2]);
    if (target) found.push({ offset: match.index, target });
  }
  return found.map(({ offset, target }) => ({ line: lineAt(text, offset), ...target }));
}

/**
 * Writes from a module's production files to tables another module owns, sorted by file and line, each as
 * `{ file, line, table, owner, writer }` (file relative to `modulesRoot`). `allowed` holds `file|table` keys.
 */
export function findCrossModuleWrites(modulesRoot, allowed = new Set()) {
  const owners = readTableOwners(modulesRoot);
  const writes = [];
  for (const file of listFiles(modulesRoot)) {
    const writer = moduleOf(modulesRoot, file);
    if (!writer || TEST_FILE.test(path.basename(file))) continue;
    const relative = path.relative(modulesRoot, file).split(path.sep).join('/');
    for (const write of writesInFile(readFileSync(file, 'utf8'), owners)) {
      if (write.owner === writer || allowed.has(`${relative}|${write.table}`)) continue;
      writes.push({ file: relative, line: write.line, table: write.table, owner: write.owner, writer });
    }
  }
  const unique = new Map(writes.map((write) => [`${write.file}:${write.line}:${write.table}`, write]));
  return [...unique.values()].sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line);
}

/** The allow-list of named, dated exceptions (decision 053): `file|table` keys, empty when there is none. */
export function readWriteExceptions(listFile) {
  if (!existsSync(listFile)) return new Set();
  const entries = JSON.parse(readFileSync(listFile, 'utf8'));
  return new Set(entries.map((entry) => `${entry.file}|${entry.table}`));
}
