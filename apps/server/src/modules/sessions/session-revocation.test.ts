import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errorOf, injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { buildApp } from '../../app.js';
import { openDatabase, type DatabaseHandle } from '../../db/database.js';

// Session lookups and the member reads of requests arriving together share one statement each (decisions 074
// and 078), and no node keeps a session in memory. These fire bursts of requests, at least 100, spread over two
// API nodes (each its own app and pool on one database) and the three member reads, from before an ending of the
// session until three bursts after its answer: none issued after the answer may get through on either node.

const suite = useAdminSuite('SUPER_ADMIN');
const READS = ['/api/v1/auth/profile', '/api/v1/auth/dashboard-stats', '/api/v1/points/overview'];
let secondPool: DatabaseHandle;
let secondNode: FastifyInstance;

beforeAll(async () => {
  secondPool = openDatabase(suite.context.database.url, 5);
  secondNode = await buildApp({ ...suite.context.deps, db: secondPool.db });
  await secondNode.ready();
});
afterAll(async () => {
  await secondNode.close();
  await secondPool.pool.end();
});
const BURST = 10;
const AT_LEAST = 100;
/** Far more than an ending takes on a busy machine; a run that reaches it fails instead of looping on. */
const AT_MOST = 2000;

interface Issued {
  afterEnd: boolean;
  answer: Promise<LightMyRequestResponse>;
}

const nextTurn = () => new Promise((resolve) => setTimeout(resolve, 1));

function issueBurst(member: TestMember, issued: Issued[], afterEnd: boolean) {
  for (let index = 0; index < BURST; index += 1) {
    const node = index % 2 === 0 ? suite.context.app : secondNode;
    const url = READS[index % READS.length] ?? '/api/v1/auth/profile';
    const answer = injectAs(node, member.token, { method: 'GET', url });
    issued.push({ afterEnd, answer });
  }
}

/** One read of each kind on each node, awaited: both nodes' pools hold a connection before the bursts. */
async function warmNodes(member: TestMember) {
  for (const node of [suite.context.app, secondNode]) {
    for (const url of READS)
      expect((await injectAs(node, member.token, { method: 'GET', url })).statusCode).toBe(200);
  }
}

/** Bursts of member reads with the member's token on both nodes; `end` starts after the second burst, unawaited. */
async function readAcross(member: TestMember, end: () => Promise<LightMyRequestResponse>) {
  await warmNodes(member);
  const issued: Issued[] = [];
  // An object, since the ending's callback sets it between the loop's turns.
  const state = { answered: false };
  let burstsAfter = 0;
  let ending: Promise<LightMyRequestResponse> | undefined;
  while ((issued.length < AT_LEAST || burstsAfter < 3) && issued.length < AT_MOST) {
    issueBurst(member, issued, state.answered);
    if (state.answered) burstsAfter += 1;
    ending ??= issued.length === 2 * BURST ? end().finally(() => (state.answered = true)) : undefined;
    await nextTurn();
  }
  const endAnswer = await ending;
  const answers = await Promise.all(
    issued.map(async (entry) => ({ ...entry, response: await entry.answer })),
  );
  return { endAnswer, answers };
}

const staffSuspend = (member: TestMember) =>
  injectAs(suite.context.app, suite.admin.token, {
    method: 'POST',
    url: `/api/v1/admin/users/${member.id}/suspend`,
    payload: { reason: 'Spam in comments' },
  });

describe('a session ended while its requests are in flight on two nodes (decisions 074, 078)', () => {
  it('answers every request issued after the sign-out with 401 on either node', async () => {
    const member = await createSignedInMember(suite.context);
    const signOut = () =>
      injectAs(suite.context.app, member.token, { method: 'POST', url: '/api/v1/auth/logout' });
    const { endAnswer, answers } = await readAcross(member, signOut);
    expect(endAnswer?.statusCode, endAnswer?.body).toBeLessThan(300);
    const after = answers.filter((entry) => entry.afterEnd);
    expect(after.length).toBeGreaterThan(0);
    expect(after.map((entry) => entry.response.statusCode)).toEqual(after.map(() => 401));
    // The first bursts were answered before the sign-out could commit.
    expect(answers.slice(0, BURST).every((entry) => entry.response.statusCode === 200)).toBe(true);
  });

  it('answers every request issued after a suspension with ACCOUNT_SUSPENDED on either node', async () => {
    const member = await createSignedInMember(suite.context);
    const { endAnswer, answers } = await readAcross(member, () => staffSuspend(member));
    expect(endAnswer?.statusCode, endAnswer?.body).toBe(200);
    const after = answers.filter((entry) => entry.afterEnd);
    expect(after.length).toBeGreaterThan(0);
    for (const { response } of after) {
      expect(response.statusCode).toBe(403);
      expect(errorOf(response).code).toBe('ACCOUNT_SUSPENDED');
    }
  });
});
