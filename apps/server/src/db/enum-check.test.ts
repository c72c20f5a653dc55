import {
  CATEGORY_IMAGE_KINDS,
  CREATOR_STATUSES,
  GAME_DIFFICULTIES,
  GAME_KINDS,
  GAME_OUTCOMES,
  LEDGER_REASON_CODES,
  MODERATION_DECISIONS,
  MONEY_APPROVAL_KINDS,
  MONEY_APPROVAL_STATUSES,
  MONEY_APPROVAL_UNITS,
  OAUTH_PROVIDERS,
  QUIZ_QUESTION_KINDS,
  REPORT_REASONS,
  REPORT_RESOLUTIONS,
  TIERS,
} from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../test/test-app.js';
import { insertUser } from '../modules/members/members.queries.js';
import { users } from '../modules/members/members.schema.js';
import { insertActivity } from '../modules/activities/activities.queries.js';
import { activityReports } from '../modules/reports/reports.schema.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

// Constraint name → the contract enum it must allow, exactly.
const ENUM_CHECKS: Record<string, readonly string[]> = {
  users_tier_check: TIERS,
  users_creator_status_check: CREATOR_STATUSES,
  quiz_questions_kind_check: QUIZ_QUESTION_KINDS,
  games_game_check: GAME_KINDS,
  games_difficulty_check: GAME_DIFFICULTIES,
  game_rounds_game_check: GAME_KINDS,
  game_rounds_outcome_check: GAME_OUTCOMES,
  moderation_decisions_decision_check: [...MODERATION_DECISIONS, 'REMOVE_CONTENT'],
  activity_reports_reason_check: REPORT_REASONS,
  activity_reports_resolution_check: REPORT_RESOLUTIONS,
  content_category_images_kind_check: CATEGORY_IMAGE_KINDS,
  oauth_states_provider_check: OAUTH_PROVIDERS,
  oauth_exchange_codes_provider_check: OAUTH_PROVIDERS,
  // New reason codes (partners, merchandise) are added to the contract and to this constraint together.
  points_postings_reason_code_check: LEDGER_REASON_CODES,
  money_approvals_kind_check: MONEY_APPROVAL_KINDS,
  money_approvals_status_check: MONEY_APPROVAL_STATUSES,
  money_approvals_unit_check: MONEY_APPROVAL_UNITS,
};

const CHECK_VIOLATION = { cause: expect.objectContaining({ code: '23514' }) as unknown };

describe('enumerated columns are checked by the database', () => {
  it('has a CHECK for every enumerated text column, allowing exactly the contract values', async () => {
    const result = await context.deps.db.execute<{ name: string; definition: string }>(
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint where contype = 'c'`,
    );
    const definitions = new Map(result.rows.map((row) => [row.name, row.definition]));
    for (const [name, values] of Object.entries(ENUM_CHECKS)) {
      const allowed = [...(definitions.get(name) ?? '').matchAll(/'([^']*)'/g)].map((match) => match[1]);
      expect({ name, allowed: allowed.sort() }).toEqual({ name, allowed: [...values].sort() });
    }
  });

  it('refuses a tier, a creator status and a report reason outside the contract enums', async () => {
    const user = await insertUser(context.deps.db, { email: `enum-${Date.now()}@example.test` });
    if (!user) throw new Error('member insert failed');
    const setUser = (values: Record<string, string>) =>
      context.deps.db.update(users).set(values).where(eq(users.id, user.id));
    await expect(setUser({ tier: 'DIAMOND' })).rejects.toMatchObject(CHECK_VIOLATION);
    await expect(setUser({ creatorStatus: 'SUPERSTAR' })).rejects.toMatchObject(CHECK_VIOLATION);
    await setUser({ tier: 'GOLD', creatorStatus: 'BANNED' });
    const activity = await insertActivity(context.deps.db, {
      type: 'VIDEO',
      title: 'Enum check',
      slug: `enum-check-${Date.now()}`,
    });
    const report = { activityId: activity.id, reporterId: user.id };
    await expect(
      context.deps.db.insert(activityReports).values({ ...report, reason: 'BORING' }),
    ).rejects.toMatchObject(CHECK_VIOLATION);
    await context.deps.db.insert(activityReports).values({ ...report, reason: 'SPAM_OR_MISLEADING' });
  });
});
