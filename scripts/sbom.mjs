import { randomUUID } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib.mjs';

/**
 * `npm run sbom [file]`: the software bill of materials (ASVS V15.1.2) as CycloneDX 1.5 JSON, built from
 * package-lock.json, which pins every third-party package with its registry and integrity hash. Runtime
 * packages have scope "required", build and test tools "excluded". Writes to the file, or to standard output.
 */
const ALGORITHMS = { sha512: 'SHA-512', sha384: 'SHA-384', sha256: 'SHA-256', sha1: 'SHA-1' };

function packageName(lockPath, entry) {
  return entry.name ?? lockPath.slice(lockPath.lastIndexOf('node_modules/') + 'node_modules/'.length);
}

function hashesOf(integrity = '') {
  return integrity
    .split(/\s+/)
    .filter(Boolean)
    .map((item) => {
      const [algorithm, base64] = item.split(/-(.*)/s);
      return { alg: ALGORITHMS[algorithm], content: Buffer.from(base64 ?? '', 'base64').toString('hex') };
    })
    .filter((hash) => hash.alg);
}

function componentOf(lockPath, entry) {
  const name = packageName(lockPath, entry);
  const purl = `pkg:npm/${name.replace(/^@/, '%40')}@${entry.version}`;
  return {
    type: 'library',
    'bom-ref': `${purl}#${lockPath}`,
    name,
    version: entry.version,
    purl,
    scope: entry.dev ? 'excluded' : 'required',
    hashes: hashesOf(entry.integrity),
    ...(entry.license ? { licenses: [{ license: { id: entry.license } }] } : {}),
    externalReferences: entry.resolved ? [{ type: 'distribution', url: entry.resolved }] : [],
  };
}

/** The CycloneDX document for a lockfile (version 2 or 3): one component per installed third-party package. */
export function buildSbom(lock) {
  const components = Object.entries(lock.packages ?? {})
    .filter(([lockPath, entry]) => lockPath.includes('node_modules/') && !entry.link)
    .map(([lockPath, entry]) => componentOf(lockPath, entry));
  return {
    bomFormat: 'CycloneDX',
    specVersion: '1.5',
    serialNumber: `urn:uuid:${randomUUID()}`,
    version: 1,
    metadata: {
      timestamp: new Date().toISOString(),
      component: { type: 'application', name: lock.name, version: lock.version, 'bom-ref': 'streamit' },
    },
    components,
  };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const lock = JSON.parse(readFileSync(path.join(ROOT, 'package-lock.json'), 'utf8'));
  const text = `${JSON.stringify(buildSbom(lock), null, 2)}\n`;
  const target = process.argv[2];
  if (target) writeFileSync(target, text);
  else process.stdout.write(text);
}
