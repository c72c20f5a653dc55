import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config.js';
import { DEFAULT_DATA_DIR } from './paths.js';

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
    const deployed = { NODE_ENV: 'production', DATABASE_URL: 'postgres://db.example/streamit' };
    expect(() => loadConfig(deployed)).toThrow(/WALLET_MASTER_KEY: required in production/);
    const key = Buffer.alloc(32, 7).toString('base64');
    const withAdminOrigin = { ...deployed, ADMIN_ORIGIN: 'https://admin.example.org' };
    expect(loadConfig({ ...withAdminOrigin, WALLET_MASTER_KEY: key }).WALLET_MASTER_KEY).toBe(key);
    // The zero-setup embedded database keeps its generated key file, even in production mode.
    expect(loadConfig({ NODE_ENV: 'production' }).WALLET_MASTER_KEY).toBeUndefined();
    const retired = loadConfig({ WALLET_RETIRED_MASTER_KEYS: `k0:${key}` }).WALLET_RETIRED_MASTER_KEYS;
    expect(retired).toEqual([['k0', key]]);
    expect(() => loadConfig({ WALLET_RETIRED_MASTER_KEYS: 'k0:short' })).toThrow(ConfigError);
    expect(() => loadConfig({ WALLET_MASTER_KEY: 'not-a-key' })).toThrow(ConfigError);
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

  it('lists every invalid variable in one readable error', () => {
    const attempt = () => loadConfig({ PORT: 'eighty', DATABASE_URL: 'not a url', LOG_LEVEL: 'loud' });
    expect(attempt).toThrow(ConfigError);
    expect(attempt).toThrow(/PORT[\s\S]*DATABASE_URL[\s\S]*LOG_LEVEL/);
  });
});
