import { isIP } from 'node:net';
import { z } from 'zod';

/**
 * Environment variables of internal TLS (decision 088), spread into `ConfigSchema` so config.ts stays the one
 * reader of process.env. docs/configuration.md lists them.
 */
export const TLS_CONFIG = {
  // PEM certificate (chain) and private key this node serves HTTPS with, for nginx to verify (ASVS V12.3.3).
  // Unset: plain HTTP, for a node reached only on loopback.
  TLS_CERT_FILE: z.string().min(1).optional(),
  TLS_KEY_FILE: z.string().min(1).optional(),
  // PEM CA certificate(s) the SMTP relay's certificate must chain to (an internal CA); unset: Node's public CAs.
  SMTP_CA_FILE: z.string().min(1).optional(),
  // PEM client certificate and key this node signs in to the mail relay with instead of a password (ASVS V13.2.1):
  // short-lived, renewed in place by the operator's CA tooling; read again whenever the certificate file changes.
  SMTP_CLIENT_CERT_FILE: z.string().min(1).optional(),
  SMTP_CLIENT_KEY_FILE: z.string().min(1).optional(),
};

/** The settings checkTlsConfig reads. */
interface TlsSettings {
  NODE_ENV: string;
  DATABASE_URL?: string | undefined;
  SMTP_URL?: string | undefined;
  TLS_CERT_FILE?: string | undefined;
  TLS_KEY_FILE?: string | undefined;
  SMTP_CLIENT_CERT_FILE?: string | undefined;
  SMTP_CLIENT_KEY_FILE?: string | undefined;
}

/** True for a host that never leaves the machine: a loopback name or address, or no host (a Unix socket). */
export function isLocalHost(hostname: string): boolean {
  const host = hostname.replace(/^\[|\]$/g, '').toLowerCase();
  if (host === '' || host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isIP(host) === 4) return host.startsWith('127.');
  return host === '::1';
}

function hostOf(url: string): string | null {
  return URL.canParse(url) ? new URL(url).hostname : null;
}

/** A PostgreSQL URL that leaves the machine must ask for TLS with the server's certificate and name checked. */
function checkDatabaseUrl(url: string): string | null {
  const host = hostOf(url);
  if (host === null || isLocalHost(host)) return null;
  if (new URL(url).searchParams.get('sslmode') === 'verify-full') return null;
  return 'DATABASE_URL: a database on another host needs sslmode=verify-full in production (add sslrootcert=<CA file> for an internal CA)';
}

/** An SMTP URL that leaves the machine must be smtps:// or require STARTTLS, never fall back to plain text. */
function checkSmtpUrl(url: string): string | null {
  const host = hostOf(url);
  if (host === null || isLocalHost(host)) return null;
  const parsed = new URL(url);
  if (parsed.protocol === 'smtps:' || parsed.searchParams.get('requireTLS') === 'true') return null;
  return 'SMTP_URL: a relay on another host needs smtps:// or ?requireTLS=true in production';
}

/**
 * Internal TLS rules of a deployment: the certificate and key come together, and in production no connection
 * to the database or the mail relay on another host runs in plain text. Null when they hold.
 */
export function checkTlsConfig(config: TlsSettings): string | null {
  if (Boolean(config.TLS_CERT_FILE) !== Boolean(config.TLS_KEY_FILE)) {
    return 'TLS_CERT_FILE and TLS_KEY_FILE: set both or neither';
  }
  if (Boolean(config.SMTP_CLIENT_CERT_FILE) !== Boolean(config.SMTP_CLIENT_KEY_FILE)) {
    return 'SMTP_CLIENT_CERT_FILE and SMTP_CLIENT_KEY_FILE: set both or neither';
  }
  if (config.NODE_ENV !== 'production') return null;
  return (
    (config.DATABASE_URL ? checkDatabaseUrl(config.DATABASE_URL) : null) ??
    (config.SMTP_URL ? checkSmtpUrl(config.SMTP_URL) : null)
  );
}
