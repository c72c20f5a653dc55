import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { BlockList, isIP } from 'node:net';
import { Reader, type Response } from 'maxmind';

/** One record of the shipped country database (ip-location-db's geo-whois-asn-country). */
interface CountryRecord {
  country_code?: string;
}

/** The npm package that ships the database; upgrading it is how the data is updated. */
export const COUNTRY_DATABASE_PACKAGE = '@ip-location-db/geo-whois-asn-country-mmdb';
const DATABASE_FILE = 'geo-whois-asn-country.mmdb';

// Addresses that never belong to a country. The database itself maps some of them (e.g. 192.168.0.0/16) to a
// registry's country, so they are answered before it is asked.
const NOT_ROUTED: [string, number, 'ipv4' | 'ipv6'][] = [
  ['0.0.0.0', 8, 'ipv4'],
  ['10.0.0.0', 8, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['127.0.0.0', 8, 'ipv4'],
  ['169.254.0.0', 16, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.0.0.0', 24, 'ipv4'],
  ['192.0.2.0', 24, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['198.18.0.0', 15, 'ipv4'],
  ['198.51.100.0', 24, 'ipv4'],
  ['203.0.113.0', 24, 'ipv4'],
  ['224.0.0.0', 3, 'ipv4'],
  ['::', 127, 'ipv6'],
  ['fc00::', 7, 'ipv6'],
  ['fe80::', 10, 'ipv6'],
  ['ff00::', 8, 'ipv6'],
  ['2001:db8::', 32, 'ipv6'],
];
const RESERVED = new BlockList();
for (const [address, prefix, family] of NOT_ROUTED) RESERVED.addSubnet(address, prefix, family);

// Typed for MaxMind's own layouts; this database's records hold only the field of CountryRecord.
let reader: Reader<Response> | undefined;

/** The database file's path inside node_modules. */
export function countryDatabasePath(): string {
  const require = createRequire(import.meta.url);
  return require.resolve(`${COUNTRY_DATABASE_PACKAGE}/${DATABASE_FILE}`);
}

/** Opens the database once per process (about 8 MB, read into memory); later calls reuse it. */
export function loadCountryDatabase(): { builtAt: Date } {
  reader ??= new Reader<Response>(readFileSync(countryDatabasePath()));
  return { builtAt: reader.metadata.buildEpoch };
}

/** The address to look up: IPv4-mapped IPv6 is read as IPv4; null for anything that is not an IP. */
function normalise(ip: string): { address: string; family: 'ipv4' | 'ipv6' } | null {
  const trimmed = ip.trim();
  const address = /^::ffff:/i.test(trimmed) && isIP(trimmed.slice(7)) === 4 ? trimmed.slice(7) : trimmed;
  const version = isIP(address);
  if (version === 0) return null;
  return { address, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/**
 * The ISO 3166-1 alpha-2 country of a public address, from the offline database; null ("unknown") for
 * private, loopback, link-local, documentation and other unrouted addresses, or an address it does not know.
 */
export function lookupCountry(ip: string | null | undefined): string | null {
  if (!ip) return null;
  const parsed = normalise(ip);
  if (!parsed || RESERVED.check(parsed.address, parsed.family)) return null;
  loadCountryDatabase();
  const code = (reader?.get(parsed.address) as CountryRecord | null | undefined)?.country_code;
  return code && /^[A-Z]{2}$/.test(code) ? code : null;
}
