import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { injectAs } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { memberSessions } from './sessions.schema.js';

// The last-seen writes of requests arriving together share one statement (decision 077). Ten members whose
// sessions were last seen an hour ago read their profile five times each, all 50 requests in flight at once:
// every session must be marked seen during the burst and its idle expiry slid forward from then.

const MEMBERS = 10;
const READS_EACH = 5;
const IDLE_MINUTES = 30;

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext({ MEMBER_SESSION_IDLE_MINUTES: String(IDLE_MINUTES) });
});
afterAll(() => context.close());

async function sessionsOf(members: TestMember[]) {
  const ids = members.map((member) => member.id);
  return context.deps.db.select().from(memberSessions).where(inArray(memberSessions.userId, ids));
}

describe('last-seen writes of requests arriving together (decision 077)', () => {
  it('marks every session seen during the burst and slides its idle expiry from then', async () => {
    const members = await Promise.all(Array.from({ length: MEMBERS }, () => createSignedInMember(context)));
    const ids = members.map((member) => member.id);
    await context.deps.db
      .update(memberSessions)
      .set({ lastSeenAt: sql`now() - interval '1 hour'` })
      .where(inArray(memberSessions.userId, ids));
    const before = Date.now();
    const reads = members.flatMap((member) =>
      Array.from({ length: READS_EACH }, () =>
        injectAs(context.app, member.token, { method: 'GET', url: '/api/v1/auth/profile' }),
      ),
    );
    const answers = await Promise.all(reads);
    const after = Date.now();
    expect(answers.map((answer) => answer.statusCode)).toEqual(reads.map(() => 200));
    const rows = await sessionsOf(members);
    expect(rows).toHaveLength(MEMBERS);
    for (const row of rows) {
      expect(row.lastSeenAt.getTime()).toBeGreaterThanOrEqual(before);
      expect(row.lastSeenAt.getTime()).toBeLessThanOrEqual(after);
      const slid = row.idleExpiresAt.getTime() - IDLE_MINUTES * 60_000;
      expect(slid).toBeGreaterThanOrEqual(before);
      expect(slid).toBeLessThanOrEqual(after);
    }
  });
});
