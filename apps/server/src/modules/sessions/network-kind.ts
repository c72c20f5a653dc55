import { BlockList, isIP } from 'node:net';

/** Kinds of network an address can belong to, told from the address alone. */
export type NetworkKind = 'loopback' | 'private' | 'link-local' | 'public' | 'unknown';

function blockList(ranges: [string, number, 'ipv4' | 'ipv6'][]): BlockList {
  const list = new BlockList();
  for (const [address, prefix, family] of ranges) list.addSubnet(address, prefix, family);
  return list;
}

const LOOPBACK = blockList([
  ['127.0.0.0', 8, 'ipv4'],
  ['::1', 128, 'ipv6'],
]);
const PRIVATE = blockList([
  ['10.0.0.0', 8, 'ipv4'],
  ['172.16.0.0', 12, 'ipv4'],
  ['192.168.0.0', 16, 'ipv4'],
  ['100.64.0.0', 10, 'ipv4'],
  ['fc00::', 7, 'ipv6'],
]);
const LINK_LOCAL = blockList([
  ['169.254.0.0', 16, 'ipv4'],
  ['fe80::', 10, 'ipv6'],
]);

/** Classifies an IP address (IPv4-mapped IPv6 is read as IPv4); no external service is asked. */
export function networkKindOf(ip: string): NetworkKind {
  const address = ip.startsWith('::ffff:') && isIP(ip.slice(7)) === 4 ? ip.slice(7) : ip;
  const version = isIP(address);
  if (version === 0) return 'unknown';
  const family = version === 4 ? 'ipv4' : 'ipv6';
  if (LOOPBACK.check(address, family)) return 'loopback';
  if (PRIVATE.check(address, family)) return 'private';
  if (LINK_LOCAL.check(address, family)) return 'link-local';
  return 'public';
}
