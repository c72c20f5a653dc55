import type { QuizAttempt, QuizAuthoring, QuizResult } from '@streamit/contract';
import { eq, inArray } from 'drizzle-orm';
import pg from 'pg';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { totalPointsOfMembers } from '../../../test/points.test-support.js';
import { sampleQuiz } from '../../../test/quizzes.test-support.js';
import { activities } from '../activities/activities.schema.js';
import { PLATFORM_ACCOUNT_IDS } from './points-accounts.js';
import { loadGlobalConfig } from './points-config.service.js';
import { pointsGlobalConfig } from './points-config.schema.js';
import { pointsCreatorAccruals } from './points-creator-accrual.schema.js';
import { activityCompletions, pointsEntries } from './points-ledger.schema.js';
import { checkLedger } from './points-rederive.service.js';

// Group commit of completions (decision 073): 100 quiz finishes at once share batches, and every one is still
// decided by decision 022's rules as if alone: a member's second finish after their first, a replay idempotent.

const MEMBERS = 98;
const POINTS = 20;

const suite = useAdminSuite('CONTENT_MODERATOR');
const db = () => suite.context.deps.db;

afterEach(() => {
  vi.restoreAllMocks();
});

beforeEach(async () => {
  await loadGlobalConfig(db());
  await db()
    .update(pointsGlobalConfig)
    .set({ cooldownSeconds: 0, dailyCap: 100_000, weeklyCap: 100_000, streakBonus: 0 })
    .where(eq(pointsGlobalConfig.id, 1));
});

function call(method: 'POST', url: string, member: TestMember) {
  return suite.context.app.inject({ method, url: `/api/v1${url}`, headers: authHeader(member.token) });
}

/** A published quiz anyone passes (pass mark 0), written by `creator`: every award accrues their share. */
async function creatorQuiz(creator: TestMember): Promise<string> {
  const created = await suite.context.app.inject({
    method: 'POST',
    url: '/api/v1/admin/quizzes',
    headers: authHeader(suite.admin.token),
    payload: sampleQuiz({ pointsReward: POINTS, passMarkPercent: 0 }),
  });
  expect(created.statusCode, created.body).toBe(201);
  const { activityId } = created.json<QuizAuthoring>();
  await db().update(activities).set({ creatorId: creator.id }).where(eq(activities.id, activityId));
  return activityId;
}

async function startAttempt(member: TestMember, quizId: string): Promise<string> {
  const started = await call('POST', `/activities/${quizId}/quiz/attempts`, member);
  expect(started.statusCode, started.body).toBe(201);
  return started.json<QuizAttempt>().attemptId;
}

async function finish(member: TestMember, quizId: string, attemptId: string) {
  const answer = await call('POST', `/activities/${quizId}/quiz/attempts/${attemptId}/finish`, member);
  expect(answer.statusCode, answer.body).toBe(200);
  return { member, result: answer.json<QuizResult>() };
}

/** A statement's name (a named one's) or its text, lower case. */
const statementOf = (call: unknown[]) => {
  const [query] = call as [string | { name?: string; text?: string }];
  return (typeof query === 'string' ? query : (query.name ?? query.text ?? '')).trim().toLowerCase();
};

/** The reads of the rules (with the config's stamp), of the stamp alone, and of the campaigns' scope. */
const RULE_READS = ['points_category_multipliers', 'xmin::text', 'find_running_sponsored'];

/** Every member passes `quizId` once, all at once; their answers. */
async function finishAll(members: TestMember[], quizId: string) {
  const attempts = await Promise.all(members.map((member) => startAttempt(member, quizId)));
  return Promise.all(members.map((member, index) => finish(member, quizId, attempts[index] as string)));
}

describe('completions by group commit', () => {
  it('decides 100 parallel finishes as if alone: one award each, a second finish and a replay pay nothing', async () => {
    const creator = await createSignedInMember(suite.context, { creator: true });
    const [first, second] = [await creatorQuiz(creator), await creatorQuiz(creator)];
    const members = await Promise.all(
      Array.from({ length: MEMBERS }, () => createSignedInMember(suite.context)),
    );
    // The first paid completion of each member vests any referral: it goes line by line inside the batch.
    const warm = await finishAll(members, first);
    expect(warm.every(({ result }) => result.earning?.status === 'PAID')).toBe(true);

    const [twice, replayed] = [members[0] as TestMember, members[1] as TestMember];
    const attempts = await Promise.all(members.map((member) => startAttempt(member, second)));
    const extra = await startAttempt(twice, second);
    const answers = await Promise.all([
      ...members.map((member, index) => finish(member, second, attempts[index] as string)),
      finish(twice, second, extra),
      finish(replayed, second, attempts[1] as string),
    ]);
    expect(answers).toHaveLength(100);
    for (const member of members) {
      const own = answers.filter((answer) => answer.member === member).map(({ result }) => result.earning);
      const paid = own.filter((earning) => earning?.status === 'PAID');
      expect(paid, member.id).toHaveLength(1);
      expect(paid[0]).toMatchObject({
        status: 'PAID',
        award: { activityId: second, sequence: 1, points: POINTS, balance: 2 * POINTS },
      });
      for (const other of own.filter((earning) => earning?.status !== 'PAID'))
        expect(other).toMatchObject({ status: 'REFUSED', reason: 'ALREADY_COMPLETED' });
    }

    const ids = members.map((member) => member.id);
    const completions = await db()
      .select()
      .from(activityCompletions)
      .where(eq(activityCompletions.activityId, second));
    expect(completions).toHaveLength(MEMBERS);
    expect(new Set(completions.map((row) => row.userId))).toEqual(new Set(ids));
    expect(completions.every((row) => row.sequence === 1 && row.points === POINTS && row.postingId)).toBe(
      true,
    );
    // A batch's round stamps its completions with one moment: fewer moments than rows means they were batched.
    const moments = new Set(completions.map((row) => row.completedAt.getTime()));
    expect(moments.size).toBeLessThan(MEMBERS);

    const postingIds = completions.map((row) => row.postingId as string);
    const lines = await db().select().from(pointsEntries).where(inArray(pointsEntries.postingId, postingIds));
    expect(lines).toHaveLength(2 * MEMBERS);
    for (const row of completions) {
      const own = lines
        .filter((line) => line.postingId === row.postingId)
        .map((line) => [line.accountId, line.amount]);
      expect(own.sort()).toEqual(
        [
          [row.userId, POINTS],
          [PLATFORM_ACCOUNT_IDS.REWARD_POOL, -POINTS],
        ].sort(),
      );
    }

    const balances = await totalPointsOfMembers(suite.context, ids);
    expect(balances).toEqual(ids.map(() => 2 * POINTS));

    const { creatorSharePercent } = await loadGlobalConfig(db());
    const accruals = await db()
      .select()
      .from(pointsCreatorAccruals)
      .where(eq(pointsCreatorAccruals.activityId, second));
    expect(accruals).toHaveLength(MEMBERS);
    const share = Math.floor((POINTS * creatorSharePercent) / 100);
    expect(share).toBeGreaterThan(0);
    expect(
      accruals.every((row) => row.creatorId === creator.id && row.share === share && row.sequence === 1),
    ).toBe(true);

    expect(await checkLedger(db())).toEqual({ differences: [], unbalancedPostings: 0 });
  });

  it('reads the rules and campaigns of a batch before its transaction, which then reads none of them (decision 097)', async () => {
    const creator = await createSignedInMember(suite.context, { creator: true });
    const [first, quizId] = [await creatorQuiz(creator), await creatorQuiz(creator)];
    const member = await createSignedInMember(suite.context);
    // A member's first award goes line by line (it may vest a referral); the second is a batch's bulk award.
    await finish(member, first, await startAttempt(member, first));
    const attemptId = await startAttempt(member, quizId);
    const spy = vi.spyOn(pg.Client.prototype, 'query');
    const { result } = await finish(member, quizId, attemptId);
    const calls = spy.mock.calls.map((call, index) => ({
      text: statementOf(call),
      client: spy.mock.contexts[index],
    }));
    spy.mockRestore();
    expect(result.earning).toMatchObject({ status: 'PAID', award: { points: POINTS, balance: 2 * POINTS } });

    const lock = calls.findIndex(({ text }) => text === 'lock_batch_members');
    const { client } = calls[lock] as { client: unknown };
    const own = calls.map((call, index) => ({ ...call, index })).filter((call) => call.client === client);
    const begin = own.filter(({ index, text }) => index < lock && text === 'begin').at(-1)?.index ?? -1;
    const commit = own.find(({ index, text }) => index > lock && text === 'commit')?.index ?? -1;
    expect(begin).toBeGreaterThan(-1);
    expect(commit).toBeGreaterThan(lock);
    const isRuleRead = (text: string) => RULE_READS.some((name) => text.includes(name));
    const inside = own.filter(({ index }) => index > begin && index < commit).map(({ text }) => text);
    expect(inside.filter(isRuleRead)).toEqual([]);
    const before = calls.slice(0, begin).map(({ text }) => text);
    expect(before.filter((text) => text.includes('points_category_multipliers'))).toHaveLength(1);
    expect(before.filter((text) => text === 'find_running_sponsored')).toHaveLength(1);
  });

  it('pays each of 150 finishes once when 50 members finish quiz after quiz, as under load (decision 093)', async () => {
    const creator = await createSignedInMember(suite.context, { creator: true });
    const quizzes = [await creatorQuiz(creator), await creatorQuiz(creator), await creatorQuiz(creator)];
    const members = await Promise.all(Array.from({ length: 50 }, () => createSignedInMember(suite.context)));
    const attempts = await Promise.all(
      members.map((member) => Promise.all(quizzes.map((quizId) => startAttempt(member, quizId)))),
    );
    // 50 members at once, each finishing its three quizzes one after another, as the bench does: a member's next
    // finish arrives while other members' batches are being written (two may be, never sharing a member).
    const answers = await Promise.all(
      members.map(async (member, index) => {
        const own = [];
        for (const [quiz, quizId] of quizzes.entries())
          own.push(await finish(member, quizId, attempts[index]?.[quiz] as string));
        return own;
      }),
    );
    for (const own of answers) {
      expect(own.map(({ result }) => result.earning)).toMatchObject(
        [1, 2, 3].map((count) => ({ status: 'PAID', award: { points: POINTS, balance: count * POINTS } })),
      );
    }

    const completions = await db()
      .select()
      .from(activityCompletions)
      .where(inArray(activityCompletions.activityId, quizzes));
    expect(completions).toHaveLength(3 * members.length);
    const balances = await totalPointsOfMembers(
      suite.context,
      members.map((member) => member.id),
    );
    expect(balances).toEqual(members.map(() => 3 * POINTS));
    expect(await checkLedger(db())).toEqual({ differences: [], unbalancedPostings: 0 });
  });
});
