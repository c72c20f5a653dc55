import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * The ASVS ledger (docs/security/asvs.md, issue 31 item 4) read as data: one table row per requirement,
 * `| id | level | text | status | evidence |`. A covered row names its tests as `` `path › test title` ``;
 * the check fails when such a file is gone or no longer has a test of that title, so a renamed or deleted
 * test cannot leave the ledger claiming what nothing shows any more.
 */
export const STATUSES = ['covered', 'N/A', 'gap'];
const ROW = /^\|\s*(V\d+\.\d+\.\d+)\s*\|\s*(L[12])\s*\|([^|]*)\|\s*([^|]+?)\s*\|(.*)\|\s*$/;
const REFERENCE = /`([^`›]+?)\s+›\s+([^`]+?)`/g;
const SUMMARY_ROW = /^\|\s*\**(V\d+|all)\b[^|]*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*(\d+)\s*\|\s*$/;

/** The requirement rows of the ledger text, each with its tests (file and title) as written. */
export function parseLedgerRows(text) {
  const rows = [];
  for (const [index, line] of text.split('\n').entries()) {
    const match = ROW.exec(line);
    if (!match) continue;
    const [, id, level, , status, evidence] = match;
    const references = [...evidence.matchAll(REFERENCE)].map(([, file, title]) => ({ file, title }));
    rows.push({ id, level, status, evidence: evidence.trim(), references, line: index + 1 });
  }
  return rows;
}

/** The summary table's counts per chapter and in all: `| V1 … | covered | N/A | gap | total |`, `| all | … |`. */
export function parseSummary(text) {
  const counts = new Map();
  for (const line of text.split('\n')) {
    const match = SUMMARY_ROW.exec(line);
    if (match) counts.set(match[1], match.slice(2, 6).map(Number));
  }
  return counts;
}

// A test title as a string literal opening an it()/test() call, it.each(...)(…) included; a skipped or
// to-do test shows nothing, so it.skip / it.todo / it.fails (and their .each) do not count.
function opensTest(before) {
  if (/\b(it|test)(\.concurrent)?\($/.test(before)) return true;
  if (!/[)`]\($/.test(before)) return false;
  const modifiers = [...before.matchAll(/\b(?:it|test)((?:\.\w+)+)/g)].at(-1)?.[1] ?? '';
  return /^(\.concurrent)?\.(each|for)$/.test(modifiers);
}

function hasTestTitle(source, title) {
  const text = source.replace(/\\(['"`])/g, '$1');
  for (const quote of ["'", '"', '`']) {
    const literal = `${quote}${title}${quote}`;
    for (let at = text.indexOf(literal); at !== -1; at = text.indexOf(literal, at + 1)) {
      if (opensTest(text.slice(Math.max(0, at - 5000), at).trimEnd())) return true;
    }
  }
  return false;
}

function rowProblems(row, root, readSource) {
  const problems = [];
  const where = `line ${row.line} ${row.id}`;
  if (!STATUSES.includes(row.status))
    problems.push(`${where}: status "${row.status}" is not one of ${STATUSES.join(', ')}`);
  if (row.status === 'covered' && row.references.length === 0)
    problems.push(`${where}: covered, but names no test as \`path › test title\``);
  if (row.status !== 'covered' && row.evidence === '')
    problems.push(`${where}: ${row.status} needs its reason or what is missing`);
  for (const { file, title } of row.references) {
    const source = readSource(path.join(root, file));
    if (source === undefined) problems.push(`${where}: ${file} does not exist`);
    else if (!hasTestTitle(source, title)) problems.push(`${where}: ${file} has no test named "${title}"`);
  }
  return problems;
}

function countRows(rows) {
  const counts = new Map();
  for (const row of rows) {
    const chapter = row.id.split('.')[0];
    const count = counts.get(chapter) ?? [0, 0, 0, 0];
    const slot = STATUSES.indexOf(row.status);
    if (slot !== -1) count[slot] += 1;
    count[3] += 1;
    counts.set(chapter, count);
  }
  const all = [0, 1, 2, 3].map((slot) => [...counts.values()].reduce((sum, count) => sum + count[slot], 0));
  return counts.set('all', all);
}

function summaryProblems(rows, summary) {
  const problems = [];
  for (const [chapter, counted] of countRows(rows)) {
    const stated = summary.get(chapter);
    if (stated === undefined) problems.push(`summary: no row for ${chapter}`);
    else if (stated.join() !== counted.join())
      problems.push(
        `summary: ${chapter} states ${stated.join(' / ')} (covered / N/A / gap / total), the rows count ${counted.join(' / ')}`,
      );
  }
  return problems;
}

function readIfThere(file) {
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

/** Every problem of the ledger text: bad rows, missing tests, repeated ids, a summary that does not add up. */
export function findLedgerProblems(text, root, readSource = readIfThere) {
  const rows = parseLedgerRows(text);
  const problems = rows.length === 0 ? ['no requirement rows found'] : [];
  const seen = new Set();
  for (const row of rows) {
    if (seen.has(row.id)) problems.push(`line ${row.line} ${row.id}: listed twice`);
    seen.add(row.id);
    problems.push(...rowProblems(row, root, readSource));
  }
  return [...problems, ...summaryProblems(rows, parseSummary(text))];
}

/** Counts of the whole ledger by status, for the check's closing line. */
export function countStatuses(text) {
  const totals = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const row of parseLedgerRows(text)) if (row.status in totals) totals[row.status] += 1;
  return totals;
}
