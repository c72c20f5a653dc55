import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from './lib.mjs';

/**
 * ASVS V15.2.1: known vulnerabilities of what the server runs on. `npm audit --omit=dev` must find no high or
 * critical advisory other than those in docs/security/audit-allow-list.json, each with a reason and a date it
 * runs until; an expired entry fails too. A registry that refuses the audit endpoint (this machine's answers
 * 405) or cannot be reached does not fail the check on its own: it says so loudly (there is no offline
 * advisory database in the tree; decision 089).
 */
export const ALLOW_LIST_PATH = path.join(ROOT, 'docs', 'security', 'audit-allow-list.json');
const BLOCKING = new Set(['high', 'critical']);
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Problems of the allow-list itself: a field missing, a date not YYYY-MM-DD, or an entry past its date. */
export function checkAllowList(list, today) {
  if (!Array.isArray(list?.entries)) return ['the allow-list has no "entries" array'];
  return list.entries.flatMap((entry, index) => {
    const name = `entry ${index + 1} (${entry.package ?? '?'} ${entry.advisory ?? '?'})`;
    const missing = ['package', 'advisory', 'reason', 'until'].filter((field) => !entry[field]);
    if (missing.length > 0) return [`${name}: missing ${missing.join(', ')}`];
    if (!DATE.test(entry.until)) return [`${name}: "until" must be YYYY-MM-DD`];
    return entry.until < today
      ? [`${name}: expired on ${entry.until}; fix the dependency or renew with a reason`]
      : [];
  });
}

/** The advisory's id as the allow-list names it: the GHSA id of its URL, else npm's numeric source. */
function advisoryId(via) {
  return /GHSA(-[0-9a-z]{4}){3}/i.exec(via.url ?? '')?.[0] ?? String(via.source);
}

/** High and critical advisories of an `npm audit --json` report (npm 7+): package, advisory, severity, title. */
export function blockingFindings(report) {
  return Object.values(report.vulnerabilities ?? {}).flatMap((vulnerability) =>
    vulnerability.via
      .filter((via) => typeof via === 'object' && BLOCKING.has(via.severity))
      .map((via) => ({
        package: via.name,
        advisory: advisoryId(via),
        severity: via.severity,
        title: via.title,
      })),
  );
}

/** The findings no live allow-list entry covers. */
export function unallowedFindings(findings, list, today) {
  const live = (list.entries ?? []).filter((entry) => entry.until >= today);
  const covered = (finding) =>
    live.some((entry) => entry.package === finding.package && entry.advisory === finding.advisory);
  return findings.filter((finding) => !covered(finding));
}

/** Whether npm could not get an answer from the audit endpoint (refused, or no network), not a real report. */
export function isRegistryRefusal(report) {
  if (!report || typeof report !== 'object') return true;
  if (report.vulnerabilities) return false;
  return Boolean(report.statusCode || report.error || report.code || report.message);
}

function runAudit() {
  const result = spawnSync('npm', ['audit', '--omit=dev', '--json'], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 120_000,
  });
  try {
    return JSON.parse(result.stdout);
  } catch {
    return null;
  }
}

function warnRefused(report) {
  const reason = report?.message ?? report?.error?.summary ?? 'no JSON answer';
  console.warn(
    [
      '!!! ======================================================================',
      '!!! npm audit could NOT run: the registry refused or did not answer.',
      `!!! ${reason}`,
      '!!! No check of known vulnerabilities ran (no offline advisory database here).',
      '!!! Run `npm audit --omit=dev` where the registry answers (docs/security/dependencies.md).',
      '!!! ======================================================================',
    ].join('\n'),
  );
}

function main() {
  const today = new Date().toISOString().slice(0, 10);
  const list = JSON.parse(readFileSync(ALLOW_LIST_PATH, 'utf8'));
  const problems = checkAllowList(list, today);
  if (problems.length > 0) {
    console.error(`Audit allow-list (${ALLOW_LIST_PATH}):\n  ${problems.join('\n  ')}`);
    process.exit(1);
  }
  const report = runAudit();
  if (isRegistryRefusal(report)) return warnRefused(report);
  const found = unallowedFindings(blockingFindings(report), list, today);
  if (found.length === 0)
    return console.log('npm audit --omit=dev: no high or critical advisory outside the allow-list.');
  const lines = found.map((f) => `${f.severity} ${f.package} ${f.advisory}: ${f.title}`);
  console.error(`npm audit --omit=dev found, outside the allow-list:\n  ${lines.join('\n  ')}`);
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
