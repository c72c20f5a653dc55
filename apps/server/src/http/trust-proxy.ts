import type { Config } from '../config.js';

type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

/**
 * Fastify's `trustProxy` for the configured setting. A hop count becomes "trust the N nearest hops"
 * (Fastify itself refuses bare numbers): the client is the address the outermost proxy saw, never a
 * value further left that the client wrote itself.
 */
export function trustProxyOption(setting: Config['TRUST_PROXY']): TrustProxy {
  if (typeof setting !== 'number') return setting;
  const hops = setting;
  return (_address, hop) => hop < hops;
}
