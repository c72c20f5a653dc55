import type { SecurityConfig, SecurityStatus, SecurityWarning } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { ConfigSchema, type Config } from '../../config.js';
import { listActiveStaffTotp } from './system-checks.repository.js';

// Settings whose values never leave the server: named like a secret (an endpoint URL or a key's id is
// not one), or URLs that may carry credentials.
const SECRET_NAME = /SECRET|KEY|TOKEN|PASSWORD|PRIVATE|MNEMONIC/;
const NOT_SECRET = /_URL$|_ID$/;
const SECRET_URLS = new Set(['DATABASE_URL', 'SMTP_URL', 'CHAIN_RPC_URL']);

/** Whether a configuration setting is a secret (by its name). */
export function isSecretSetting(name: string): boolean {
  return SECRET_URLS.has(name) || (SECRET_NAME.test(name) && !NOT_SECRET.test(name));
}

function settingText(value: unknown): string {
  if (Array.isArray(value)) return value.join(', ');
  if (value === undefined || value === null) return '(unset)';
  if (typeof value === 'string') return value;
  return typeof value === 'number' || typeof value === 'boolean' ? String(value) : JSON.stringify(value);
}

function trustProxyText(config: Config): string {
  const value = config.TRUST_PROXY;
  if (value === false) return 'off';
  // The setting as written (a hop count, true, or addresses): the screen shows it next to its name.
  return Array.isArray(value) ? value.join(', ') : String(value);
}

/** GET /admin/system/security-status: what an auditor asks first, secrets by name only. */
export async function getSecurityStatus(deps: AppDeps): Promise<SecurityStatus> {
  const staff = await listActiveStaffTotp(deps.db);
  const withoutTotp = staff.filter((admin) => !admin.totpEnabled).map((admin) => admin.email);
  const secrets = Object.keys(ConfigSchema.shape)
    .filter(isSecretSetting)
    .sort()
    .map((name) => ({ name, set: deps.config[name as keyof Config] !== undefined }));
  const https = deps.config.publicUrl.startsWith('https://');
  const warnings: SecurityWarning[] = [];
  if (withoutTotp.length > 0) warnings.push('STAFF_WITHOUT_TOTP');
  if (!https) warnings.push('PUBLIC_URL_NOT_HTTPS');
  if (deps.config.TRUST_PROXY === false && https) warnings.push('TRUST_PROXY_OFF_BEHIND_HTTPS');
  return {
    staffTotp: { active: staff.length, withTotp: staff.length - withoutTotp.length, withoutTotp },
    secrets,
    trustProxy: trustProxyText(deps.config),
    https,
    sessionCookies: false,
    hsts: https,
    warnings,
  };
}

/** GET /admin/system/security-config: every setting the server runs with, secrets left out. */
export function getSecurityConfig(deps: AppDeps): SecurityConfig {
  const settings = Object.entries(deps.config)
    .filter(([name]) => !isSecretSetting(name))
    .sort(([a], [b]) => a.localeCompare(b))
    .map(([name, value]) => ({ name, value: settingText(value) }));
  return { settings };
}
