import { readdirSync } from 'node:fs';

/**
 * One name per concept (issue 27): a contract endpoint file is named after the server module that serves it,
 * `<module>.endpoints.ts` or `<module>-<part>.endpoints.ts`, so a newcomer goes from one to the other by name.
 */
const ENDPOINT_FILE = /^(.+)\.endpoints\.ts$/;

/** Endpoint files of `endpointsDir` whose name starts with no module folder of `modulesRoot`. */
export function findUnownedEndpointFiles(endpointsDir, modulesRoot) {
  const modules = readdirSync(modulesRoot, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return readdirSync(endpointsDir)
    .map((file) => ENDPOINT_FILE.exec(file)?.[1])
    .filter((name) => name !== undefined)
    .filter((name) => !modules.some((module) => name === module || name.startsWith(`${module}-`)))
    .map((name) => `${name}.endpoints.ts`);
}
