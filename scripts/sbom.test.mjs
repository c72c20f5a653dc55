import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from './lib.mjs';
import { buildSbom } from './sbom.mjs';

const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
const installed = Object.entries(lock.packages).filter(
  ([key, entry]) => key.includes('node_modules/') && !entry.link,
);

describe('the SBOM (ASVS V15.1.2)', () => {
  it('lists every installed third-party package of package-lock.json with its purl, source and integrity hash', () => {
    const sbom = buildSbom(lock);
    expect(sbom).toMatchObject({ bomFormat: 'CycloneDX', specVersion: '1.5', version: 1 });
    expect(sbom.serialNumber).toMatch(/^urn:uuid:[0-9a-f-]{36}$/);
    expect(sbom.components).toHaveLength(installed.length);
    const missingHash = sbom.components.filter((component) => component.hashes.length === 0);
    const withoutSource = installed.filter(([, entry]) => !entry.integrity).map(([key]) => key);
    expect(missingHash.map((component) => component['bom-ref'].split('#')[1])).toEqual(withoutSource);
    const fastify = sbom.components.find((component) => component.name === 'fastify');
    expect(fastify).toMatchObject({ purl: `pkg:npm/fastify@${fastify?.version}`, scope: 'required' });
    expect(fastify?.hashes[0]).toMatchObject({
      alg: 'SHA-512',
      content: expect.stringMatching(/^[0-9a-f]{128}$/),
    });
  });

  it('marks build and test tools excluded and what the server runs on required', () => {
    const sbom = buildSbom(lock);
    const scopeOf = (name) => sbom.components.find((component) => component.name === name)?.scope;
    expect(scopeOf('vitest')).toBe('excluded');
    expect(scopeOf('@playwright/test')).toBe('excluded');
    expect(scopeOf('pg')).toBe('required');
    expect(scopeOf('@node-rs/argon2')).toBe('required');
    expect(sbom.components.find((component) => component.name === '@types/node')?.purl).toMatch(
      /^pkg:npm\/%40types\/node@/,
    );
  });
});
