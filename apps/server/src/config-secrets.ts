import { readFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Every setting that holds a secret (a password, a key, a token, or a URL that carries credentials). Each may
 * come from the variable, from a file named by `<NAME>_FILE`, or from `$CREDENTIALS_DIRECTORY/<NAME>`
 * (systemd's LoadCredentialEncrypted=), decision 087.
 */
export const SECRET_SETTINGS = [
  'DATABASE_URL',
  'DATABASE_MIGRATION_URL',
  'WALLET_MASTER_KEY',
  'WALLET_RETIRED_MASTER_KEYS',
  'COLUMN_ENCRYPTION_KEY',
  'ADMIN_TOTP_ENCRYPTION_KEY',
  'BACKUP_ENCRYPTION_KEY',
  'FILE_LINK_SECRET',
  'CAPTCHA_HMAC_KEY',
  'METRICS_TOKEN',
  'SMTP_URL',
  'S3_ACCESS_KEY_ID',
  'S3_SECRET_ACCESS_KEY',
  'TREASURY_PRIVATE_KEY',
  'CHAIN_RPC_URL',
  'GOOGLE_CLIENT_SECRET',
  'TWITTER_CLIENT_SECRET',
  'X_API_BEARER_TOKEN',
  'RECAPTCHA_V2_SECRET',
  'RECAPTCHA_V3_SECRET',
  'MOBILUM_API_KEY',
  'BOOTSTRAP_ADMIN_PASSWORD',
  'DEMO_MEMBER_PASSWORD',
  'ADMIN_PASSWORD',
] as const;

type Env = Record<string, string | undefined>;

/** Where an unset secret's value is: its `_FILE`, else a credential of that name, else nowhere. */
function secretFileOf(env: Env, name: string): string | undefined {
  const named = env[`${name}_FILE`];
  if (named) return named;
  const directory = env.CREDENTIALS_DIRECTORY;
  if (!directory) return undefined;
  const credential = path.join(directory, name);
  try {
    readFileSync(credential);
    return credential;
  } catch {
    return undefined;
  }
}

/**
 * The environment with every unset secret read from its file (trailing newlines dropped), and the problems
 * met: a file that cannot be read is named, never a secret's content.
 */
export function readSecretFiles(env: Env): { env: Env; problems: string[] } {
  const filled: Env = { ...env };
  const problems: string[] = [];
  for (const name of SECRET_SETTINGS) {
    if (env[name]) continue;
    const file = secretFileOf(env, name);
    if (!file) continue;
    try {
      filled[name] = readFileSync(file, 'utf8').replace(/[\r\n]+$/, '');
    } catch {
      problems.push(`${name}: cannot read ${file}`);
    }
  }
  return { env: filled, problems };
}
