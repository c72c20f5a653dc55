import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { JOBS } from './jobs/job-registry.js';

/**
 * docs/security/resource-heavy.md held to the code (ASVS V15.1.3): the background jobs the worker registers are
 * the document's job table, each with the timeout its queue options set.
 */
const ROOT = path.resolve(import.meta.dirname, '../../..');
const doc = readFileSync(path.join(ROOT, 'docs/security/resource-heavy.md'), 'utf8');
const jobsSection = doc.slice(doc.indexOf('## Background jobs'));
const jobRows = jobsSection.split('\n').filter((line) => /^\| `[^`]+` \|/.test(line));
const rowOf = (name: string) => jobRows.find((line) => line.startsWith(`| \`${name}\` |`));

describe('docs/security/resource-heavy.md (ASVS V15.1.3)', () => {
  it('lists every background job the server registers, and no job that is gone', () => {
    const registered = JOBS.map((job) => job.name);
    expect(registered).toContain('media.transcode');
    const listed = jobRows.map((line) => /^\| `([^`]+)` \|/.exec(line)?.[1]);
    expect(registered.filter((name) => !rowOf(name))).toEqual([]);
    expect(listed.filter((name) => !registered.includes(name ?? ''))).toEqual([]);
  });

  it("states each job's timeout as its queue options set it", () => {
    const wrong = JOBS.filter((job) => !rowOf(job.name)?.includes(`| ${job.options?.expireInSeconds} s |`));
    expect(wrong.map((job) => `${job.name}: ${job.options?.expireInSeconds}`)).toEqual([]);
  });
});
