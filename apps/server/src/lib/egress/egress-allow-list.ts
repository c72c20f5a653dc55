import type { Config } from '../../config.js';

/**
 * Configuration keys naming a service the server itself calls over HTTP(S). Other URL keys are not destinations
 * of ours: PUBLIC_URL, MEDIA_PUBLIC_BASE_URL, CHAIN_EXPLORER_URL and the OAuth authorize URLs are for browsers,
 * DATABASE_URL and SMTP_URL are not HTTP (egress-allow-list.test.ts holds this list to the schema).
 */
export const OUTBOUND_URL_KEYS = [
  'X_API_BASE_URL',
  'BREACHED_PASSWORD_API_URL',
  'RECAPTCHA_VERIFY_URL',
  'GOOGLE_TOKEN_URL',
  'GOOGLE_JWKS_URL',
  'TWITTER_TOKEN_URL',
  'TWITTER_USERINFO_URL',
  'MOBILUM_API_URL',
  'CHAIN_RPC_URL',
  'S3_ENDPOINT',
] as const satisfies readonly (keyof Config)[];

/** Where the server may send requests: exact host:port pairs, and host names allowed on any port. */
export interface EgressAllowList {
  hostPorts: ReadonlySet<string>;
  anyPortHosts: ReadonlySet<string>;
}

const DEFAULT_PORTS: Record<string, string> = { 'http:': '80', 'https:': '443' };

/** `host:port` of an http(s) URL, the port spelled out; null for any other scheme or an unparsable URL. */
export function hostPortOf(raw: string | URL): string | null {
  const url = typeof raw === 'string' ? (URL.canParse(raw) ? new URL(raw) : null) : raw;
  const defaultPort = url ? DEFAULT_PORTS[url.protocol] : undefined;
  if (!url || !defaultPort) return null;
  return `${url.hostname.toLowerCase()}:${url.port || defaultPort}`;
}

// With no S3_ENDPOINT the SDK calls AWS's endpoint for the region, the bucket in the host name or the path.
function awsS3Hosts(config: Config): string[] {
  if (config.MEDIA_STORAGE !== 's3' || config.S3_ENDPOINT) return [];
  const regional = `s3.${config.S3_REGION}.amazonaws.com`;
  return [regional, ...(config.S3_BUCKET ? [`${config.S3_BUCKET}.${regional}`] : [])].map(
    (host) => `${host}:443`,
  );
}

/** The allow-list of this configuration: each configured outbound URL's host, AWS S3's, and OUTBOUND_ALLOWED_HOSTS. */
export function buildEgressAllowList(config: Config): EgressAllowList {
  const configured = OUTBOUND_URL_KEYS.map((key) => config[key])
    .filter((value): value is string => typeof value === 'string' && value !== '')
    .map((value) => hostPortOf(value))
    .filter((hostPort): hostPort is string => hostPort !== null);
  const extra = config.OUTBOUND_ALLOWED_HOSTS;
  const withPort = (entry: string) => /:\d+$/.test(entry);
  return {
    hostPorts: new Set([...configured, ...awsS3Hosts(config), ...extra.filter(withPort)]),
    anyPortHosts: new Set(extra.filter((entry) => !withPort(entry))),
  };
}

/** Whether a request to `url` may leave the server: its host:port is listed, or one of `extraHostPorts`. */
export function isEgressAllowed(
  list: EgressAllowList,
  url: URL,
  extraHostPorts: ReadonlySet<string> = new Set(),
): boolean {
  const hostPort = hostPortOf(url);
  if (!hostPort) return false;
  return (
    list.hostPorts.has(hostPort) ||
    extraHostPorts.has(hostPort) ||
    list.anyPortHosts.has(url.hostname.toLowerCase())
  );
}
