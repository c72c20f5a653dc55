import { readFileSync } from 'node:fs';
import path from 'node:path';
import {
  LEDGER_REASON_CODES,
  type LedgerReasonCode,
  type LedgerReasonValueMap,
  type PointsHistoryPage,
} from '@streamit/contract';
import { inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { authHeader, createSignedInMember } from '../../../test/moderation.test-support.js';
import { MIGRATIONS_DIR } from '../../paths.js';
import { pointsPostings } from './points-ledger.schema.js';
import { memberAndPool, postPoints } from './points-ledger.service.js';
import { buildLedgerReason, buildTypedReason, type LedgerReason } from './points-reasons.js';

let context: TestContext;
beforeAll(async () => {
  context = await createTestContext();
});
afterAll(() => context.close());

// Codes added after migration 0043 were always written with their code: the backfill never reads them back.
type CodedFromTheStart =
  | 'campaignBonus'
  | 'campaignFunded'
  | 'campaignReturned'
  | 'storePurchase'
  | 'storeRefund'
  | 'storeCancelled'
  | 'accountDeleted';
type BackfilledCode = Exclude<LedgerReasonCode, CodedFromTheStart>;
const CODED_FROM_THE_START: readonly LedgerReasonCode[] = [
  'campaignBonus',
  'campaignFunded',
  'campaignReturned',
  'storePurchase',
  'storeRefund',
  'storeCancelled',
  'accountDeleted',
];

// One example of every code migration 0043 reads back, with a title holding quotes and a new line.
const EXAMPLES: { [C in BackfilledCode]: LedgerReasonValueMap[C] } = {
  completed: { title: 'Light in "Vermeer"\npart 2' },
  streak: { day: 7 },
  welcomeBonus: {},
  referral: {},
  socialTask: { title: 'Follow StreamIt' },
  creatorShare: { count: 1 },
  exchangeHold: { count: 500 },
  exchangePaid: {},
  exchangeRejected: {},
  exchangeCancelled: {},
  unfollowed: { title: 'Follow us' },
  unliked: { title: 'Like it' },
  unreposted: { title: 'Share it' },
};

const isBackfilled = (code: LedgerReasonCode): code is BackfilledCode => !CODED_FROM_THE_START.includes(code);
const examples = (): LedgerReason[] =>
  LEDGER_REASON_CODES.filter(isBackfilled).map((code) => buildLedgerReason(code, EXAMPLES[code]));

/** Migration 0043's backfill: its statements from the one that lets the append-only ledger be filled in. */
function readBackfill(): string[] {
  const file = readFileSync(path.join(MIGRATIONS_DIR, '0043_points_reason_codes.sql'), 'utf8');
  const statements = file.split('--> statement-breakpoint').map((part) => part.trim());
  return statements.slice(statements.findIndex((part) => part.includes('DISABLE TRIGGER')));
}

class Rollback extends Error {}

describe('ledger reason codes', () => {
  it('writes the English wordings the history always had', () => {
    expect(buildLedgerReason('storePurchase', { count: 1 }).reason).toBe('Store order of 1 item');
    expect(buildLedgerReason('storePurchase', { count: 3 }).reason).toBe('Store order of 3 items');
    expect(buildLedgerReason('creatorShare', { count: 12 }).reason).toBe('Creator share of 12 awards');
    expect(buildLedgerReason('creatorShare', { count: 1 }).reason).toBe('Creator share of 1 award');
    expect(buildLedgerReason('streak', { day: 3 })).toEqual({
      reason: 'Daily streak: day 3',
      reasonCode: 'streak',
      reasonValues: { day: 3 },
    });
  });

  it("reads older lines' codes back from their English in migration 0043, staff reasons left as typed", async () => {
    const member = await createSignedInMember(context);
    const written = [
      ...examples(),
      buildLedgerReason('creatorShare', { count: 12 }),
      buildTypedReason('Welcome bonus'),
      buildTypedReason('Goodwill after the outage'),
    ];
    const read = await context.deps.db
      .transaction(async (tx) => {
        const ids: string[] = [];
        for (const [index, line] of written.entries()) {
          const posted = await postPoints(tx, {
            kind: line.reasonCode ? 'earn' : 'adjust',
            source: line.reasonCode ? 'activity' : 'admin',
            idempotencyKey: `backfill-${member.id}-${index}`,
            reason: line.reason,
            lines: memberAndPool(member.id, 5),
          });
          ids.push(posted.posting.id);
        }
        // The balance checks run now, as at a commit: a table with pending trigger events cannot be altered.
        await tx.execute(sql`SET CONSTRAINTS ALL IMMEDIATE`);
        for (const statement of readBackfill()) await tx.execute(sql.raw(statement));
        const rows = await tx
          .select({
            id: pointsPostings.id,
            code: pointsPostings.reasonCode,
            values: pointsPostings.reasonValues,
          })
          .from(pointsPostings)
          .where(inArray(pointsPostings.id, ids));
        throw new Rollback(JSON.stringify(ids.map((id) => rows.find((row) => row.id === id))));
      })
      .catch((error: unknown) => {
        if (error instanceof Rollback)
          return JSON.parse(error.message) as { code: string; values: unknown }[];
        throw error;
      });
    expect(read.map(({ code, values }) => ({ code, values }))).toEqual(
      written.map((line) => ({ code: line.reasonCode, values: line.reasonValues })),
    );
  });

  it('answers each history line with its code and values, a staff reason with none', async () => {
    const member = await createSignedInMember(context);
    const lines = [buildLedgerReason('completed', { title: 'Dune' }), buildTypedReason('Goodwill')];
    for (const [index, line] of lines.entries())
      await context.deps.db.transaction((tx) =>
        postPoints(tx, {
          kind: 'earn',
          source: index === 0 ? 'activity' : 'admin',
          idempotencyKey: `history-${member.id}-${index}`,
          ...line,
          lines: memberAndPool(member.id, 10),
        }),
      );
    const response = await context.app.inject({
      url: '/api/v1/points/history',
      headers: authHeader(member.token),
    });
    const items = response.json<PointsHistoryPage>().items;
    expect(
      items.map(({ reason, reasonCode, reasonValues }) => ({ reason, reasonCode, reasonValues })),
    ).toEqual([
      { reason: 'Goodwill', reasonCode: null, reasonValues: {} },
      { reason: 'Completed "Dune"', reasonCode: 'completed', reasonValues: { title: 'Dune' } },
    ]);
  });
});
