import { isIP } from 'node:net';

/** One provider's published list: its kind, name and the file's text (CIDRs per line, or any JSON). */
export interface RangeSource {
  kind: 'hosting' | 'vpn';
  provider: string;
  text: string;
}

function isCidr(value: string): boolean {
  const [address = '', prefix = '', extra] = value.split('/');
  const version = isIP(address);
  const max = version === 4 ? 32 : 128;
  return version !== 0 && extra === undefined && /^\d{1,3}$/.test(prefix) && Number(prefix) <= max;
}

function collectStrings(value: unknown, into: string[]): void {
  if (typeof value === 'string') into.push(value);
  else if (Array.isArray(value)) for (const item of value) collectStrings(item, into);
  else if (value && typeof value === 'object')
    for (const item of Object.values(value)) collectStrings(item, into);
}

/** The CIDRs of a published list: each line of a text list, or every CIDR string anywhere in a JSON one. */
export function extractCidrs(text: string): string[] {
  const candidates: string[] = [];
  try {
    collectStrings(JSON.parse(text), candidates);
  } catch {
    candidates.push(...text.split(/\r?\n/).map((line) => line.replace(/#.*/, '').trim()));
  }
  return [...new Set(candidates.filter(isCidr))];
}

/** A range list file (the shipped format) from providers' published lists. */
export function renderRangeList(sources: readonly RangeSource[], updated: string): string {
  const names = [...new Set(sources.map((source) => source.provider))].join(', ');
  const rows = sources.flatMap((source) =>
    extractCidrs(source.text).map((cidr) => `${cidr},${source.kind},${source.provider.replace(/,/g, ' ')},,`),
  );
  return [
    '# StreamIt network range list: hosting and VPN networks, optionally with a location (latitude, longitude).',
    `# source: providers' published lists (${names}), merged by npm run update:network-ranges -w apps/server`,
    `# updated: ${updated}`,
    '# columns: cidr,kind,provider,latitude,longitude (kind: hosting | vpn | geo; geo rows only give a location)',
    'cidr,kind,provider,latitude,longitude',
    ...rows,
    '',
  ].join('\n');
}
