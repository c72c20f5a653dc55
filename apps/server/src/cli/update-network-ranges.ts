// Builds a range list for the security centre from providers' published lists, downloaded beforehand:
//   npm run update:network-ranges -w apps/server -- --out ranges.csv hosting:AWS:ip-ranges.json vpn:MyVPN:list.txt
// Then point NETWORK_RANGES_FILE at the file, or replace src/modules/security-centre/network-ranges.csv
// (docs/operations.md).
import { readFile, writeFile } from 'node:fs/promises';
import { renderRangeList, type RangeSource } from '../modules/security-centre/network-ranges-update.js';

async function readSource(argument: string): Promise<RangeSource> {
  const [kind, provider, ...file] = argument.split(':');
  if ((kind !== 'hosting' && kind !== 'vpn') || !provider || file.length === 0)
    throw new Error(`expected kind:provider:file with kind hosting or vpn, got ${argument}`);
  return { kind, provider, text: await readFile(file.join(':'), 'utf8') };
}

const args = process.argv.slice(2);
const outAt = args.indexOf('--out');
const out = outAt >= 0 ? args[outAt + 1] : undefined;
const inputs = args.filter((_, index) => index !== outAt && index !== outAt + 1);
if (!out || inputs.length === 0) {
  console.error('usage: update-network-ranges --out FILE kind:provider:file [kind:provider:file ...]');
  process.exit(2);
}
const sources = await Promise.all(inputs.map(readSource));
await writeFile(out, renderRangeList(sources, new Date().toISOString().slice(0, 10)));
console.log(`wrote ${out}`);
