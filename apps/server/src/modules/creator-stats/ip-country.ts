import { readFileSync } from 'node:fs';

/** One IPv4 range of the offline table, as unsigned 32-bit numbers. */
interface CountryRange {
  first: number;
  last: number;
  country: string;
}

/** Looks up a viewer's country from an IP address; null when unknown. */
export type CountryLookup = (ip: string) => string | null;

const IPV4 = /^(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/;

/** The IPv4 address as an unsigned number, also from an IPv4-mapped IPv6 address; null otherwise. */
export function ipv4ToNumber(ip: string): number | null {
  const match = IPV4.exec(ip.replace(/^::ffff:/i, ''));
  if (!match) return null;
  const parts = match.slice(1).map(Number);
  if (parts.some((part) => part > 255)) return null;
  return parts.reduce((value, part) => value * 256 + part, 0);
}

/** Parses `first_ip,last_ip,CC` rows (quotes allowed); IPv6 and malformed rows are ignored. */
export function parseCountryTable(text: string): CountryRange[] {
  const ranges: CountryRange[] = [];
  for (const line of text.split(/\r?\n/)) {
    const [first, last, country] = line.split(',').map((cell) => cell.trim().replace(/^"|"$/g, ''));
    const [from, to] = [ipv4ToNumber(first ?? ''), ipv4ToNumber(last ?? '')];
    if (from === null || to === null || !/^[A-Z]{2}$/.test(country ?? '') || to < from) continue;
    ranges.push({ first: from, last: to, country: country as string });
  }
  return ranges.sort((a, b) => a.first - b.first);
}

/** A binary-search lookup over the table; with no table every address is unknown. */
export function createCountryLookup(ranges: readonly CountryRange[]): CountryLookup {
  return (ip) => {
    const value = ipv4ToNumber(ip);
    if (value === null) return null;
    let [low, high] = [0, ranges.length - 1];
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle] as CountryRange;
      if (value < range.first) high = middle - 1;
      else if (value > range.last) low = middle + 1;
      else return range.country;
    }
    return null;
  };
}

const loaded = new Map<string, CountryLookup>();

/** The lookup for the configured table, read once per path (the file is shipped with the deployment). */
export function countryLookupFor(path: string | undefined): CountryLookup {
  if (!path) return () => null;
  let lookup = loaded.get(path);
  if (!lookup) {
    lookup = createCountryLookup(parseCountryTable(readFileSync(path, 'utf8')));
    loaded.set(path, lookup);
  }
  return lookup;
}
