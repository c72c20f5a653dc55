import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

// Addresses a webhook may never reach: private, loopback, link-local, shared (CGNAT), benchmark, multicast,
// reserved and unspecified ranges, in IPv4 and IPv6. A partner's URL must not turn our server into a way into
// our own network (SSRF).
const NOT_PUBLIC = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv4');
for (const [network, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
] as const)
  NOT_PUBLIC.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

/** The address as the family it really is: an IPv4-mapped IPv6 address (::ffff:10.0.0.1) is IPv4. */
function normalised(address: string): { address: string; type: 'ipv4' | 'ipv6' } {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address);
  if (mapped?.[1]) return { address: mapped[1], type: 'ipv4' };
  return { address, type: isIP(address) === 6 ? 'ipv6' : 'ipv4' };
}

/** Whether an address is outside the public internet. */
export function isNonPublicAddress(address: string): boolean {
  const { address: plain, type } = normalised(address);
  return NOT_PUBLIC.check(plain, type);
}

/** Whether an address is a loopback address. */
export function isLoopbackAddress(address: string): boolean {
  const { address: plain, type } = normalised(address);
  return LOOPBACK.check(plain, type);
}

/** A vetted address to connect to, so the connection goes where the check looked (no DNS rebinding). */
export interface VettedTarget {
  url: URL;
  address: string;
  family: 4 | 6;
}

const allowed = (address: string, allowLoopback: boolean) =>
  !isNonPublicAddress(address) || (allowLoopback && isLoopbackAddress(address));

/**
 * Parses and vets a webhook URL: https (http only to loopback when `allowLoopback`), no credentials in it,
 * and every address its host resolves to public (loopback passes only under `allowLoopback`). Null when refused.
 */
export async function vetWebhookUrl(raw: string, allowLoopback: boolean): Promise<VettedTarget | null> {
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || url.username || url.password) return null;
  if (url.protocol !== 'https:' && !(allowLoopback && url.protocol === 'http:')) return null;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const found = isIP(host)
    ? [{ address: host, family: isIP(host) }]
    : await lookup(host, { all: true }).catch(() => []);
  const [first] = found;
  if (!first || !found.every(({ address }) => allowed(address, allowLoopback))) return null;
  if (url.protocol === 'http:' && !isLoopbackAddress(first.address)) return null;
  return { url, address: first.address, family: first.family === 6 ? 6 : 4 };
}
