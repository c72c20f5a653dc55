import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import {
  ALLOW_LIST_PATH,
  blockingFindings,
  checkAllowList,
  isRegistryRefusal,
  unallowedFindings,
} from './audit-runtime.mjs';

// The shape of `npm audit --json` (npm 7+): one entry per vulnerable package, `via` its advisories or the
// packages it is vulnerable through.
const REPORT = {
  auditReportVersion: 2,
  vulnerabilities: {
    'fast-xml-parser': {
      name: 'fast-xml-parser',
      severity: 'high',
      via: [
        {
          source: 1101234,
          name: 'fast-xml-parser',
          title: 'Prototype pollution',
          url: 'https://github.com/advisories/GHSA-x3cc-7h6m-q6qm',
          severity: 'high',
        },
      ],
    },
    '@aws-sdk/core': { name: '@aws-sdk/core', severity: 'high', via: ['fast-xml-parser'] },
    jose: {
      name: 'jose',
      severity: 'critical',
      via: [
        {
          source: 1105678,
          name: 'jose',
          title: 'Key confusion',
          url: 'https://example.test/1105678',
          severity: 'critical',
        },
      ],
    },
    send: {
      name: 'send',
      severity: 'moderate',
      via: [
        {
          source: 1100001,
          name: 'send',
          title: 'XSS',
          url: 'https://github.com/advisories/GHSA-m6fv-jmcg-4jfg',
          severity: 'moderate',
        },
      ],
    },
  },
};

// What this machine's registry answers to the bulk advisory POST (captured from `npm audit --json`).
const REFUSED = {
  message: '405 Method Not Allowed - POST https://registry.npmjs.org/-/npm/v1/security/advisories/bulk',
  method: 'POST',
  statusCode: 405,
  error: { summary: '', detail: '' },
};

const entry = (until, fields = {}) => ({
  package: 'fast-xml-parser',
  advisory: 'GHSA-x3cc-7h6m-q6qm',
  reason: 'only reachable through S3 error bodies we do not parse',
  until,
  ...fields,
});

describe('the runtime dependency audit (ASVS V15.2.1)', () => {
  it('fails on a high or critical advisory not in the allow-list, ignoring moderate ones and paths through', () => {
    const findings = blockingFindings(REPORT);
    expect(findings.map((f) => `${f.severity} ${f.package} ${f.advisory}`)).toEqual([
      'high fast-xml-parser GHSA-x3cc-7h6m-q6qm',
      'critical jose 1105678',
    ]);
    const list = { entries: [entry('2026-12-31')] };
    expect(unallowedFindings(findings, list, '2026-11-29').map((f) => f.package)).toEqual(['jose']);
  });

  it('lets an allow-list entry count only until its date, and fails an expired or incomplete entry', () => {
    const findings = blockingFindings(REPORT);
    const list = { entries: [entry('2026-11-28')] };
    expect(unallowedFindings(findings, list, '2026-11-29').map((f) => f.package)).toEqual([
      'fast-xml-parser',
      'jose',
    ]);
    expect(checkAllowList(list, '2026-11-29')).toEqual([expect.stringContaining('expired on 2026-11-28')]);
    expect(checkAllowList({ entries: [entry('2026-12-31', { reason: '' })] }, '2026-11-29')).toEqual([
      expect.stringContaining('missing reason'),
    ]);
    expect(checkAllowList({ entries: [entry('31/12/2026')] }, '2026-11-29')).toEqual([
      expect.stringContaining('YYYY-MM-DD'),
    ]);
  });

  it("tells a registry's refusal of the audit endpoint (405, no network) from a report", () => {
    expect(isRegistryRefusal(REFUSED)).toBe(true);
    expect(isRegistryRefusal(null)).toBe(true);
    expect(isRegistryRefusal({ error: { code: 'ENOTFOUND', summary: 'getaddrinfo ENOTFOUND' } })).toBe(true);
    expect(isRegistryRefusal(REPORT)).toBe(false);
    expect(isRegistryRefusal({ auditReportVersion: 2, vulnerabilities: {} })).toBe(false);
  });

  it('keeps the shipped allow-list well formed and current', () => {
    const list = JSON.parse(readFileSync(ALLOW_LIST_PATH, 'utf8'));
    expect(checkAllowList(list, new Date().toISOString().slice(0, 10))).toEqual([]);
  });
});
