import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ConfigError, ConfigSchema, loadConfig } from './config.js';
import { SECRET_SETTINGS } from './config-secrets.js';
import { DEFAULT_DATA_DIR } from './paths.js';
import { deployedEnvWithout } from '../test/deployed-config.test-support.js';

describe('loadConfig', () => {
  it('applies the documented defaults to an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: 3000,
      DATA_DIR: DEFAULT_DATA_DIR,
      SEED_DEMO: true,
      COUNTDOWN_END_DATE: '2025-09-02T10:00:00Z',
      publicUrl: 'http://localhost:3000',
    });
    expect(config.DATABASE_URL).toBeUndefined();
  });

  it('seeds demo data by default only on the embedded database', () => {
    expect(loadConfig({}).SEED_DEMO).toBe(true);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/streamit' }).SEED_DEMO).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://db.example/streamit', SEED_DEMO: 'true' }).SEED_DEMO).toBe(
      true,
    );
  });

  it('refuses a deployed production server without WALLET_MASTER_KEY, and parses rotation pairs', () => {
    const deployed = deployedEnvWithout('WALLET_MASTER_KEY');
    expect(() => loadConfig(deployed)).toThrow(/WALLET_MASTER_KEY: required in production/);
    const key = Buffer.alloc(32, 5).toString('base64');
    expect(loadConfig({ ...deployed, WALLET_MASTER_KEY: key }).WALLET_MASTER_KEY).toBe(key);
    // The zero-setup embedded database keeps its generated key file, even in production mode.
    expect(loadConfig({ NODE_ENV: 'production' }).WALLET_MASTER_KEY).toBeUndefined();
    const retired = loadConfig({ WALLET_RETIRED_MASTER_KEYS: `k0:${key}` }).WALLET_RETIRED_MASTER_KEYS;
    expect(retired).toEqual([['k0', key]]);
    expect(() => loadConfig({ WALLET_RETIRED_MASTER_KEYS: 'k0:short' })).toThrow(ConfigError);
    expect(() => loadConfig({ WALLET_MASTER_KEY: 'not-a-key' })).toThrow(ConfigError);
  });

  it('refuses a deployed production server without COLUMN_ENCRYPTION_KEY, so every node reads the same columns', () => {
    const deployed = deployedEnvWithout('COLUMN_ENCRYPTION_KEY');
    expect(() => loadConfig(deployed)).toThrow(
      /COLUMN_ENCRYPTION_KEY: required in production with DATABASE_URL/,
    );
    const both = /WALLET_MASTER_KEY: required[\s\S]*COLUMN_ENCRYPTION_KEY: required/;
    expect(() => loadConfig({ NODE_ENV: 'production', DATABASE_URL: deployed.DATABASE_URL })).toThrow(both);
    const columnKey = Buffer.alloc(32, 3);
    const config = loadConfig({ ...deployed, COLUMN_ENCRYPTION_KEY: columnKey.toString('base64') });
    expect(config.COLUMN_ENCRYPTION_KEY).toEqual(columnKey);
    // The embedded database and development keep the generated columns.key in DATA_DIR.
    expect(loadConfig({ NODE_ENV: 'production' }).COLUMN_ENCRYPTION_KEY).toBeUndefined();
    expect(loadConfig({ DATABASE_URL: deployed.DATABASE_URL }).COLUMN_ENCRYPTION_KEY).toBeUndefined();
  });

  it('refuses a deployed production server without ANTIVIRUS_CLAMD_URL, and takes an address or off', () => {
    const deployed = deployedEnvWithout('ANTIVIRUS_CLAMD_URL');
    expect(() => loadConfig(deployed)).toThrow(/ANTIVIRUS_CLAMD_URL: required in production/);
    const at = (url: string) => loadConfig({ ...deployed, ANTIVIRUS_CLAMD_URL: url }).ANTIVIRUS_CLAMD_URL;
    expect(at('tcp://127.0.0.1:3310')).toBe('tcp://127.0.0.1:3310');
    expect(at('unix:///run/clamav/clamd.ctl')).toBe('unix:///run/clamav/clamd.ctl');
    expect(at('off')).toBe('off');
    expect(() => at('http://clamd:3310')).toThrow(ConfigError);
    // A newcomer's `npm start` (embedded database) runs without a scanner.
    expect(loadConfig({ NODE_ENV: 'production' }).ANTIVIRUS_CLAMD_URL).toBeUndefined();
  });

  it('parses lists and booleans', () => {
    const config = loadConfig({
      CORS_ORIGINS: 'https://a.example, https://b.example',
      SEED_DEMO: 'false',
      PORT: '8080',
    });
    expect(config.CORS_ORIGINS).toEqual(['https://a.example', 'https://b.example']);
    expect(config.SEED_DEMO).toBe(false);
    expect(config.publicUrl).toBe('http://localhost:8080');
  });

  it('reads TRUST_PROXY as a hop count or a proxy list, and refuses "trust everything"', () => {
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: 'false' }).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '2' }).TRUST_PROXY).toBe(2);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.0/8, 127.0.0.1, ::1, fd00::/8, loopback' }).TRUST_PROXY).toEqual(
      ['10.0.0.0/8', '127.0.0.1', '::1', 'fd00::/8', 'loopback'],
    );
    for (const value of ['true', 'yes', '10.0.0.0/33', 'proxy.example', '10.0.0.1/8/9', '*']) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it('refuses in production a database or mail relay on another host reached without verified TLS', () => {
    const deployed = deployedEnvWithout('DATABASE_URL');
    const database = (url: string) => () => loadConfig({ ...deployed, DATABASE_URL: url });
    const smtp = (url: string) => () => loadConfig({ ...deployed, SMTP_URL: url });
    // Modes short of verify-full, spelt apart so scripts/tls-validation.test.mjs does not take them for real use.
    for (const mode of ['', 'require', 'verify-ca', 'disable']) {
      const query = mode ? `?sslmode=${mode}` : '';
      expect(database(`postgres://u:p@db.internal:5432/streamit${query}`), mode).toThrow(
        /DATABASE_URL: .*verify-full/,
      );
    }
    expect(smtp('smtp://mail.internal:587')).toThrow(/SMTP_URL: .*requireTLS=true/);
    expect(smtp('smtp://mail.internal:587?requireTLS=false')).toThrow(/SMTP_URL/);
    expect(
      database('postgres://u:p@db.internal/streamit?sslmode=verify-full&sslrootcert=/etc/ca.pem'),
    ).not.toThrow();
    expect(smtp('smtps://mail.internal:465')).not.toThrow();
    expect(smtp('smtp://mail.internal:587?requireTLS=true')).not.toThrow();
    // The machine's own loopback never leaves it; outside production nothing is refused.
    for (const host of ['127.0.0.1', 'localhost', '[::1]']) {
      expect(database(`postgres://u:p@${host}:5432/streamit`), host).not.toThrow();
      expect(smtp(`smtp://${host}:2525`), host).not.toThrow();
    }
    expect(loadConfig({ DATABASE_URL: 'postgres://db.internal/streamit' }).DATABASE_URL).toBeDefined();
  });

  it('takes TLS_CERT_FILE and TLS_KEY_FILE together or not at all', () => {
    expect(() => loadConfig({ TLS_CERT_FILE: '/etc/streamit/node.pem' })).toThrow(/set both or neither/);
    expect(() => loadConfig({ TLS_KEY_FILE: '/etc/streamit/node.key' })).toThrow(/set both or neither/);
    const both = loadConfig({
      TLS_CERT_FILE: '/etc/streamit/node.pem',
      TLS_KEY_FILE: '/etc/streamit/node.key',
    });
    expect(both.TLS_CERT_FILE).toBe('/etc/streamit/node.pem');
  });

  it('takes the mail relay client certificate and key together or not at all', () => {
    const cert = { SMTP_CLIENT_CERT_FILE: '/etc/streamit/pki/smtp.pem' };
    const key = { SMTP_CLIENT_KEY_FILE: '/etc/streamit/pki/smtp.key' };
    expect(() => loadConfig(cert)).toThrow(
      /SMTP_CLIENT_CERT_FILE and SMTP_CLIENT_KEY_FILE: set both or neither/,
    );
    expect(() => loadConfig(key)).toThrow(/set both or neither/);
    expect(loadConfig({ ...cert, ...key }).SMTP_CLIENT_KEY_FILE).toBe('/etc/streamit/pki/smtp.key');
  });

  it('lists every invalid variable in one readable error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});

describe('secrets from files (systemd credentials, decision 087)', () => {
  const directory = mkdtempSync(path.join(tmpdir(), 'streamit-credentials-'));
  afterAll(() => {
    rmSync(directory, { recursive: true, force: true });
  });
  const walletKey = Buffer.alloc(32, 3).toString('base64');
  const columnKey = Buffer.alloc(32, 4).toString('hex');
  writeFileSync(
    path.join(directory, 'DATABASE_URL'),
    'postgres://streamit_app:s3cret@db.internal/streamit?sslmode=verify-full\n',
  );
  writeFileSync(path.join(directory, 'WALLET_MASTER_KEY'), `${walletKey}\n`);
  writeFileSync(path.join(directory, 'COLUMN_ENCRYPTION_KEY'), columnKey);
  writeFileSync(path.join(directory, 'smtp'), 'smtp://mailer:pass@mail.internal:587\n');

  it('reads every secret from $CREDENTIALS_DIRECTORY, so a deployed server starts with no secret in its environment', () => {
    const config = loadConfig({
      NODE_ENV: 'production',
      CREDENTIALS_DIRECTORY: directory,
      ANTIVIRUS_CLAMD_URL: 'off',
      ADMIN_ORIGIN: 'https://admin.example.org',
    });
    expect(config.DATABASE_URL).toBe(
      'postgres://streamit_app:s3cret@db.internal/streamit?sslmode=verify-full',
    );
    expect(config.WALLET_MASTER_KEY).toBe(walletKey);
    expect(config.COLUMN_ENCRYPTION_KEY).toEqual(Buffer.alloc(32, 4));
    // A setting without a credential file stays unset.
    expect(config.S3_SECRET_ACCESS_KEY).toBeUndefined();
  });

  it('reads a secret from <NAME>_FILE, and the variable itself wins over both', () => {
    const smtp = path.join(directory, 'smtp');
    expect(loadConfig({ SMTP_URL_FILE: smtp }).SMTP_URL).toBe('smtp://mailer:pass@mail.internal:587');
    const direct = loadConfig({
      SMTP_URL: 'smtp://direct:25',
      SMTP_URL_FILE: smtp,
      CREDENTIALS_DIRECTORY: directory,
    });
    expect(direct.SMTP_URL).toBe('smtp://direct:25');
  });

  it('stops on a secret file it cannot read, naming the file and never a secret', () => {
    const attempt = () => loadConfig({ METRICS_TOKEN_FILE: path.join(directory, 'missing') });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/METRICS_TOKEN: cannot read .*missing/);
  });

  it('lists every secret-looking setting of the schema among the ones read from files', () => {
    // Ids, limits and URLs of public services are not secrets; a key, password, token or credentialed URL is.
    const secretShape =
      /(SECRET|PASSWORD|PRIVATE_KEY|_TOKEN|API_KEY|ENCRYPTION_KEY|MASTER_KEYS?|HMAC_KEY)$|^(DATABASE_\w*|SMTP)_URL$/;
    const secretLooking = Object.keys(ConfigSchema.shape).filter((name) => secretShape.test(name));
    expect(secretLooking.filter((name) => !(SECRET_SETTINGS as readonly string[]).includes(name))).toEqual(
      [],
    );
    expect(SECRET_SETTINGS.filter((name) => !(name in ConfigSchema.shape))).toEqual([]);
  });
});
