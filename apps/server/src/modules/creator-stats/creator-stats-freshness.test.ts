import type { CreatorDashboard } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { creatorRollupJob } from './creator-stats.jobs.js';
import { CREATOR_STATS_MAX_AGE_MS, rollUpCreatorStats } from './creator-rollup.service.js';
import { getAs, insertVideo, insertViews } from '../../../test/creator-stats.test-support.js';

let context: TestContext;

beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

/** Pretends the last rollup ran `ms` ago (the worker fell behind). */
async function ageWatermark(ms: number) {
  await context.deps.db.execute(
    sql`UPDATE creator_rollup_state SET rolled_until = now() - ${`${ms} milliseconds`}::interval WHERE id = 1`,
  );
}

async function creatorWithOneView() {
  const creator = await createSignedInMember(context, { creator: true });
  const video = await insertVideo(context, creator.id, 60);
  const viewer = await createSignedInMember(context);
  await rollUpCreatorStats(context.deps);
  await insertViews(context, [{ activityId: video, userId: viewer.id, createdAt: new Date() }]);
  return creator;
}

/** A promise opened from outside. */
function gate() {
  let open = (): void => undefined;
  const promise = new Promise<void>((resolve) => {
    open = resolve;
  });
  return {
    promise,
    open: () => {
      open();
    },
  };
}

const viewsOf = (dashboard: CreatorDashboard) => dashboard.periods.map((period) => period.current.views);

describe('creator figures current within a minute', () => {
  it('is rolled up every minute by the worker', () => {
    expect(creatorRollupJob.cron).toBe('* * * * *');
  });

  it('shows a view counted since a rollup older than a minute, with the new "as of" time', async () => {
    const creator = await creatorWithOneView();
    await ageWatermark(CREATOR_STATS_MAX_AGE_MS + 1000);
    const before = Date.now();
    const dashboard = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    expect(viewsOf(dashboard)).toEqual([1, 1, 1]);
    expect(new Date(dashboard.rolledUntil ?? 0).getTime()).toBeGreaterThanOrEqual(before - 1000);
  });

  it('reads a rollup younger than a minute as it is and says how old it is', async () => {
    const creator = await creatorWithOneView();
    await ageWatermark(10_000);
    const dashboard = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    expect(viewsOf(dashboard)).toEqual([0, 0, 0]);
    const age = Date.now() - new Date(dashboard.rolledUntil ?? 0).getTime();
    expect(age).toBeGreaterThanOrEqual(9_000);
    expect(age).toBeLessThan(CREATOR_STATS_MAX_AGE_MS);
  });

  it('never waits for a rollup another process is running: the read answers with the figures it has', async () => {
    const creator = await creatorWithOneView();
    await ageWatermark(CREATOR_STATS_MAX_AGE_MS + 1000);
    const held = gate();
    const isLocked = gate();
    const holder = context.deps.db.transaction(async (tx) => {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext('creator-stats:rollup'))`);
      isLocked.open();
      await held.promise;
    });
    await isLocked.promise;
    const dashboard = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    held.open();
    await holder;
    expect(viewsOf(dashboard)).toEqual([0, 0, 0]);
    const next = await getAs<CreatorDashboard>(context, creator.token, '/creator/dashboard');
    expect(viewsOf(next)).toEqual([1, 1, 1]);
  });
});
