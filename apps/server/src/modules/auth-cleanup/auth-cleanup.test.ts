import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { cleanUpMemberAuth } from './auth-cleanup.jobs.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext({ AUTH_LIMIT_WINDOW_MS: '60000' });
});
afterAll(async () => {
  await context.close();
});

const countOf = async (table: string) =>
  (await context.database.pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table}`)).rows[0]?.n;

describe('member auth clean-up job', () => {
  it('removes counters past the window and expired states, keeping live ones', async () => {
    const pool = context.database.pool;
    await pool.query(
      "INSERT INTO auth_attempts (action, key, created_at) VALUES ('login', 'ip:1', now() - interval '2 minutes'), ('login', 'ip:1', now())",
    );
    await pool.query(
      "INSERT INTO oauth_states (state_hash, provider, code_verifier_encrypted, nonce, expires_at) VALUES ('old', 'google', 'v', 'n', now() - interval '1 minute'), ('live', 'google', 'v', 'n', now() + interval '5 minutes')",
    );
    await pool.query(
      "INSERT INTO captcha_redemptions (challenge_id, expires_at) VALUES ('spent', now() - interval '1 minute')",
    );
    await cleanUpMemberAuth(context.deps);
    expect(await countOf('auth_attempts')).toBe(1);
    expect((await pool.query('SELECT state_hash FROM oauth_states')).rows).toEqual([{ state_hash: 'live' }]);
    expect(await countOf('captcha_redemptions')).toBe(0);
  });

  it('drops staff login attempts older than 90 days and keeps recent ones', async () => {
    const pool = context.database.pool;
    await pool.query(
      "INSERT INTO admin_login_attempts (email, ip, succeeded, at) VALUES ('a@x.test', '10.0.0.1', false, now() - interval '91 days'), ('a@x.test', '10.0.0.1', true, now() - interval '89 days')",
    );
    await cleanUpMemberAuth(context.deps);
    const rows = await pool.query<{ succeeded: boolean }>('SELECT succeeded FROM admin_login_attempts');
    expect(rows.rows).toEqual([{ succeeded: true }]);
  });
});
