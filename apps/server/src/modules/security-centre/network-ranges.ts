import { readFileSync } from 'node:fs';
import { BlockList, isIP } from 'node:net';
import path from 'node:path';
import type { NetworkMatch } from '@streamit/contract';
import { SERVER_ROOT } from '../../paths.js';

/** The range list shipped with the product (its header names its source and date). */
export const SHIPPED_NETWORK_RANGES_FILE = path.join(
  SERVER_ROOT,
  'src',
  'modules',
  'security-centre',
  'network-ranges.csv',
);

/** A place on Earth, in degrees. */
export interface GeoPoint {
  latitude: number;
  longitude: number;
}

interface IPv4Range {
  start: number;
  end: number;
  match: NonNullable<NetworkMatch> | null;
  location: GeoPoint | null;
}

/** A loaded range list: fast lookups of whether an address is a hosting/VPN network and where it is. */
export interface NetworkRanges {
  source: string;
  updatedAt: string;
  size: number;
  lookup(ip: string): { network: NetworkMatch; location: GeoPoint | null };
}

function ipv4ToNumber(ip: string): number {
  return ip.split('.').reduce((total, part) => total * 256 + Number(part), 0);
}

/** The IPv4 address of `ip`, unwrapping IPv4-mapped IPv6; null for other IPv6 or garbage. */
function asIPv4(ip: string): string | null {
  const address = ip.startsWith('::ffff:') ? ip.slice(7) : ip;
  return isIP(address) === 4 ? address : null;
}

function isFlaggedKind(kind: string): kind is 'hosting' | 'vpn' {
  return kind === 'hosting' || kind === 'vpn';
}

function parseRow(line: string): { cidr: string; range: Omit<IPv4Range, 'start' | 'end'> } | null {
  const [cidr = '', kind = '', provider = '', lat = '', lon = ''] = line
    .split(',')
    .map((cell) => cell.trim());
  if (!cidr.includes('/') || cidr === 'cidr') return null;
  const location = lat && lon ? { latitude: Number(lat), longitude: Number(lon) } : null;
  const match = isFlaggedKind(kind) ? { cidr, kind, provider } : null;
  return { cidr, range: { match, location } };
}

function header(lines: string[], key: string): string {
  const line = lines.find((entry) => entry.startsWith(`# ${key}:`));
  return line ? line.slice(key.length + 3).trim() : 'unknown';
}

/** Index of the last range starting at or before `value` (ranges sorted by start), or -1. */
function lastStartingBefore(ranges: IPv4Range[], value: number): number {
  let low = 0;
  let high = ranges.length - 1;
  let found = -1;
  while (low <= high) {
    const middle = (low + high) >> 1;
    if ((ranges[middle]?.start ?? Infinity) <= value) {
      found = middle;
      low = middle + 1;
    } else high = middle - 1;
  }
  return found;
}

/** Builds the lookup; nested ranges are found through a running maximum of range ends. */
function buildIndex(rows: IPv4Range[], ipv6: { list: BlockList; match: NetworkMatch }[]) {
  const ranges = [...rows].sort((a, b) => a.start - b.start || b.end - a.end);
  const maxEnd: number[] = [];
  ranges.forEach((range, index) => maxEnd.push(Math.max(range.end, maxEnd[index - 1] ?? -1)));
  return (ip: string): { network: NetworkMatch; location: GeoPoint | null } => {
    const v4 = asIPv4(ip);
    if (!v4) {
      const hit = isIP(ip) === 6 ? ipv6.find((entry) => entry.list.check(ip, 'ipv6')) : undefined;
      return { network: hit?.match ?? null, location: null };
    }
    const value = ipv4ToNumber(v4);
    let network: NetworkMatch = null;
    let location: GeoPoint | null = null;
    for (
      let index = lastStartingBefore(ranges, value);
      index >= 0 && (maxEnd[index] ?? -1) >= value;
      index--
    ) {
      const range = ranges[index];
      if (!range || range.end < value) continue;
      network ??= range.match;
      location ??= range.location;
      if (network && location) break;
    }
    return { network, location };
  };
}

/** Parses a range list file (CSV with `# source:` and `# updated:` header lines). */
export function parseNetworkRanges(text: string): NetworkRanges {
  const lines = text.split(/\r?\n/);
  const rows: IPv4Range[] = [];
  const ipv6: { list: BlockList; match: NetworkMatch }[] = [];
  for (const line of lines) {
    const parsed = line.startsWith('#') ? null : parseRow(line);
    if (!parsed) continue;
    const [address = '', prefixText = ''] = parsed.cidr.split('/');
    const prefix = Number(prefixText);
    if (isIP(address) === 6) {
      const list = new BlockList();
      list.addSubnet(address, prefix, 'ipv6');
      ipv6.push({ list, match: parsed.range.match });
    } else if (isIP(address) === 4 && prefix >= 0 && prefix <= 32) {
      const size = 2 ** (32 - prefix);
      const start = Math.floor(ipv4ToNumber(address) / size) * size;
      rows.push({ start, end: start + size - 1, ...parsed.range });
    }
  }
  const lookup = buildIndex(rows, ipv6);
  return {
    source: header(lines, 'source'),
    updatedAt: header(lines, 'updated'),
    size: rows.length + ipv6.length,
    lookup,
  };
}

const loaded = new Map<string, NetworkRanges>();

/** The range list of a file, read once per process. */
export function loadNetworkRanges(file: string = SHIPPED_NETWORK_RANGES_FILE): NetworkRanges {
  let ranges = loaded.get(file);
  if (!ranges) {
    ranges = parseNetworkRanges(readFileSync(file, 'utf8'));
    loaded.set(file, ranges);
  }
  return ranges;
}

const EARTH_RADIUS_KM = 6371;
const radians = (degrees: number) => (degrees * Math.PI) / 180;

/** Great-circle distance between two points (haversine), in kilometres. */
export function distanceKm(a: GeoPoint, b: GeoPoint): number {
  const dLat = radians(b.latitude - a.latitude);
  const dLon = radians(b.longitude - a.longitude);
  const h =
    Math.sin(dLat / 2) ** 2 +
    Math.cos(radians(a.latitude)) * Math.cos(radians(b.latitude)) * Math.sin(dLon / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}
