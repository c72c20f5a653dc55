import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  GOOD_PASSWORD,
  bearer,
  login,
  signedInMember,
  useMemberSuite,
} from '../../../test/member-auth.test-support.js';
import { codeIn } from '../../../test/smtp-sink.js';
import { memberAndPool, postPoints } from '../points/points-ledger.service.js';
import { buildLedgerReason } from '../points/points-reasons.js';
import { checkLedger } from '../points/points-rederive.service.js';

const DATA_DIR = `/tmp/streamit-account-deletion-test-${String(process.pid)}`;
const suite = useMemberSuite({ DATA_DIR, RATE_LIMIT_WRITE_MAX: '100000', RATE_LIMIT_MAX: '100000' });

const deleteAccount = (token: string, password: string) =>
  suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/auth/delete-account',
    headers: bearer(token),
    payload: { password },
  });

async function memberWithPoints(email: string, points: number): Promise<{ token: string; userId: string }> {
  const token = await signedInMember(suite.context.app, suite.sink, email);
  const rows = await suite.context.deps.db.execute<{ id: string }>(
    sql`SELECT id FROM users WHERE email = ${email}`,
  );
  const userId = rows.rows[0]?.id ?? '';
  await suite.context.deps.db.transaction((tx) =>
    postPoints(tx, {
      kind: 'earn',
      source: 'bonus',
      idempotencyKey: `test-grant:${userId}`,
      ...buildLedgerReason('welcomeBonus', {}),
      lines: memberAndPool(userId, points),
    }),
  );
  return { token, userId };
}

const userRow = async (userId: string) => {
  const rows = await suite.context.deps.db.execute(
    sql`SELECT email, password_hash, first_name, display_name, total_points, deleted_at FROM users WHERE id = ${userId}`,
  );
  return rows.rows[0] ?? {};
};

describe('deleting my account', () => {
  it('refuses a wrong password and changes nothing', async () => {
    const { token, userId } = await memberWithPoints('wrong-password@deletion.test', 120);
    const before = await userRow(userId);
    const answer = await deleteAccount(token, 'not-my-password-at-all');
    expect(answer.statusCode).toBe(403);
    expect(answer.json()).toMatchObject({ error: { code: 'ACCOUNT_DELETION_PASSWORD_INVALID' } });
    expect(await userRow(userId)).toEqual(before);
    expect(
      (await suite.context.app.inject({ method: 'GET', url: '/api/v1/auth/profile', headers: bearer(token) }))
        .statusCode,
    ).toBe(200);
  });

  it('deletes once for 50 parallel requests, forfeits the points with a balanced ledger and signs the member out', async () => {
    const email = 'leaving@deletion.test';
    const { token, userId } = await memberWithPoints(email, 250);
    const avatar = path.join(DATA_DIR, 'media', 'avatars', `${userId}-AAAAAAAAAAAAAAAA.webp`);
    await mkdir(path.dirname(avatar), { recursive: true });
    await writeFile(avatar, 'not really a picture');
    await suite.context.deps.db.execute(
      sql`UPDATE users SET avatar_file = ${path.basename(avatar)} WHERE id = ${userId}`,
    );
    const { total_points: balance } = await userRow(userId);
    const answers = await Promise.all(Array.from({ length: 50 }, () => deleteAccount(token, GOOD_PASSWORD)));
    const ok = answers.filter((answer) => answer.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(ok[0]?.json()).toEqual({ deleted: true, pointsForfeited: balance });
    expect(answers.filter((answer) => answer.statusCode !== 200).every((a) => a.statusCode >= 400)).toBe(
      true,
    );
    const row = await userRow(userId);
    expect(row).toMatchObject({
      password_hash: null,
      first_name: null,
      display_name: 'Deleted member',
      total_points: 0,
    });
    expect(row.email).toBe(`deleted+${userId}@deleted.invalid`);
    expect(row.deleted_at).not.toBeNull();
    expect(existsSync(avatar)).toBe(false);
    const forfeits = await suite.context.deps.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM points_postings WHERE reason_code = 'accountDeleted' AND idempotency_key = ${`account-deleted:${userId}`}`,
    );
    expect(forfeits.rows[0]?.count).toBe(1);
    expect(await checkLedger(suite.context.deps.db)).toEqual({ differences: [], unbalancedPostings: 0 });
    const profile = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/profile',
      headers: bearer(token),
    });
    expect(profile.statusCode).toBe(401);
    expect((await login(suite.context.app, email)).statusCode).toBe(401);
    await suite.sink.waitFor(email, /account was deleted/);
    const audit = await suite.context.deps.db.execute<{ count: number }>(
      sql`SELECT count(*)::int AS count FROM admin_audit_log WHERE action = 'member.account_deleted' AND target_id = ${userId}`,
    );
    expect(audit.rows[0]?.count).toBe(1);
  }, 60_000);

  it('confirms an account without a password with the e-mailed code, refusing a wrong one', async () => {
    const email = 'google-only@deletion.test';
    const { token, userId } = await memberWithPoints(email, 40);
    await suite.context.deps.db.execute(sql`UPDATE users SET password_hash = NULL WHERE id = ${userId}`);
    const inject = (url: string, payload?: object) =>
      suite.context.app.inject({
        method: 'POST',
        url,
        headers: bearer(token),
        ...(payload ? { payload } : {}),
      });
    expect((await inject('/api/v1/auth/delete-account/code')).statusCode).toBe(202);
    const code = codeIn(await suite.sink.waitFor(email, /confirm deleting your account/));
    const wrong = code === '000000' ? '111111' : '000000';
    const refused = await inject('/api/v1/auth/delete-account', { code: wrong });
    expect(refused.json()).toMatchObject({ error: { code: 'ACCOUNT_DELETION_CODE_INVALID' } });
    expect((await userRow(userId)).deleted_at).toBeNull();
    const done = await inject('/api/v1/auth/delete-account', { code });
    expect(done.statusCode).toBe(200);
    expect((await userRow(userId)).deleted_at).not.toBeNull();
  });
});
