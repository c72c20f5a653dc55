import { createHash } from 'node:crypto';
import { IDEMPOTENT_REPLAYED_HEADER, type CreatorActivity } from '@streamit/contract';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { AppError } from '../../http/app-error.js';
import { activities } from '../activities/activities.schema.js';
import { authHeader, createSignedInMember, type TestMember } from '../../../test/moderation.test-support.js';
import { cleanUpIdempotencyKeys } from './idempotency.jobs.js';
import { idempotencyKeys } from './idempotency.schema.js';

let context: TestContext;
let creator: TestMember;
const probe = {
  effects: 0,
  failuresLeft: 0,
  gate: Promise.resolve(),
  proofAsked: null as 'STEP_UP_REQUIRED' | 'RECENT_SIGN_IN_REQUIRED' | null,
};

/** Test-only write routes: one counts its effects, one can be held open or made to fail. */
function addProbeRoutes(app: FastifyInstance): void {
  app.post('/api/v1/test/idempotency/probe', async (_request, reply) => {
    await probe.gate;
    if (probe.proofAsked) throw new AppError(probe.proofAsked);
    if (probe.failuresLeft > 0) {
      probe.failuresLeft -= 1;
      return reply.code(500).send({ error: { code: 'INTERNAL', message: 'boom' } });
    }
    probe.effects += 1;
    return reply.code(201).send({ effect: probe.effects });
  });
}

beforeAll(async () => {
  context = await createTestContext({}, addProbeRoutes);
  creator = await createSignedInMember(context, { creator: true });
});
afterAll(async () => {
  await context.close();
});

// The fingerprint of the probe's `{ a: 1 }` request: its params, query and body.
const PROBE_HASH = createHash('sha256')
  .update(JSON.stringify([{}, {}, { a: 1 }]))
  .digest('hex');
const DRAFT = { type: 'VIDEO', title: 'Retried draft', tags: ['Generative'] };

function createDraft(key: string | null, member = creator, payload: object = DRAFT) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/activities/create',
    headers: { ...authHeader(member.token), ...(key === null ? {} : { 'idempotency-key': key }) },
    payload,
  });
}

function callProbe(key: string | null, remoteAddress = '192.0.2.10', payload: object = { a: 1 }) {
  return context.app.inject({
    method: 'POST',
    url: '/api/v1/test/idempotency/probe',
    remoteAddress,
    headers: key === null ? {} : { 'idempotency-key': key },
    payload,
  });
}

async function draftsOf(member: TestMember, title = DRAFT.title): Promise<number> {
  const rows = await context.deps.db
    .select({ id: activities.id })
    .from(activities)
    .where(sql`${activities.creatorId} = ${member.id} and ${activities.title} = ${title}`);
  return rows.length;
}

const codeOf = (response: { body: string }) =>
  (JSON.parse(response.body) as { error: { code: string } }).error.code;

describe('Idempotency-Key on a write route', () => {
  it('replays the stored answer for the same key and body, with one effect', async () => {
    const member = await createSignedInMember(context, { creator: true });
    const first = await createDraft('draft-key-0001', member);
    const second = await createDraft('draft-key-0001', member);
    expect(first.statusCode).toBe(201);
    expect(first.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(second.statusCode).toBe(201);
    expect(second.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(second.headers['content-type']).toBe(first.headers['content-type']);
    expect(second.json<CreatorActivity>()).toEqual(first.json<CreatorActivity>());
    expect(await draftsOf(member)).toBe(1);
  });

  it('creates one draft for 50 parallel requests with one key', async () => {
    const member = await createSignedInMember(context, { creator: true });
    const responses = await Promise.all(
      Array.from({ length: 50 }, () => createDraft('parallel-key-01', member)),
    );
    const created = responses.filter((response) => response.statusCode === 201);
    const inUse = responses.filter((response) => response.statusCode === 409);
    expect(created.length + inUse.length).toBe(50);
    inUse.forEach((response) => {
      expect(codeOf(response)).toBe('IDEMPOTENCY_KEY_IN_USE');
    });
    expect(new Set(created.map((response) => response.json<CreatorActivity>().id)).size).toBe(1);
    const replayed = created.filter((r) => r.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()] === 'true');
    expect(replayed).toHaveLength(created.length - 1);
    expect(await draftsOf(member)).toBe(1);
  });

  it('refuses the key with another body or on another route with 409, doing nothing', async () => {
    const member = await createSignedInMember(context, { creator: true });
    expect((await createDraft('reused-key-001', member)).statusCode).toBe(201);
    const other = await createDraft('reused-key-001', member, { ...DRAFT, title: 'Another title' });
    expect(other.statusCode).toBe(409);
    expect(codeOf(other)).toBe('IDEMPOTENCY_KEY_REUSED');
    const otherRoute = await context.app.inject({
      method: 'POST',
      url: '/api/v1/activities/00000000-0000-4000-8000-000000000000/report',
      headers: { ...authHeader(member.token), 'idempotency-key': 'reused-key-001' },
      payload: { reason: 'SPAM_OR_MISLEADING' },
    });
    expect(otherRoute.statusCode).toBe(409);
    expect(codeOf(otherRoute)).toBe('IDEMPOTENCY_KEY_REUSED');
    expect(await draftsOf(member, 'Another title')).toBe(0);
    expect(await draftsOf(member)).toBe(1);
  });

  it('changes nothing without a key and refuses a malformed key with 400', async () => {
    const member = await createSignedInMember(context, { creator: true });
    const plain = [await createDraft(null, member), await createDraft(null, member)];
    plain.forEach((response) => {
      expect(response.statusCode).toBe(201);
    });
    expect(plain[1]?.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect(await draftsOf(member)).toBe(2);
    for (const bad of ['short', 'has space in it', 'x'.repeat(101), 'ünïcode-key']) {
      const refused = await createDraft(bad, member);
      expect(refused.statusCode).toBe(400);
      expect(codeOf(refused)).toBe('IDEMPOTENCY_KEY_INVALID');
    }
    expect(await draftsOf(member)).toBe(2);
  });

  it('keeps keys per caller: another member or another address gets its own effect', async () => {
    const [one, two] = [
      await createSignedInMember(context, { creator: true }),
      await createSignedInMember(context, { creator: true }),
    ];
    const [a, b] = [await createDraft('shared-key-0001', one), await createDraft('shared-key-0001', two)];
    expect(a.json<CreatorActivity>().id).not.toBe(b.json<CreatorActivity>().id);
    expect(b.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    const before = probe.effects;
    await callProbe('anon-key-00001', '192.0.2.20');
    await callProbe('anon-key-00001', '192.0.2.21');
    const again = await callProbe('anon-key-00001', '192.0.2.21');
    expect(again.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe('true');
    expect(probe.effects - before).toBe(2);
  });
});

describe('answers that are not kept and requests in flight', () => {
  it('does not store a 5xx answer, so the retry with the same key runs again', async () => {
    probe.failuresLeft = 1;
    const before = probe.effects;
    expect((await callProbe('retry-after-500')).statusCode).toBe(500);
    const retried = await callProbe('retry-after-500');
    expect(retried.statusCode).toBe(201);
    expect(retried.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
    expect((await callProbe('retry-after-500')).headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe(
      'true',
    );
    expect(probe.effects - before).toBe(1);
  });

  it('does not store a refusal asking for a step-up or a recent sign-in, so the same key runs once proven', async () => {
    const before = probe.effects;
    for (const code of ['STEP_UP_REQUIRED', 'RECENT_SIGN_IN_REQUIRED'] as const) {
      probe.proofAsked = code;
      const refused = await callProbe(`retry-after-${code}`);
      expect([refused.statusCode, codeOf(refused)]).toEqual([403, code]);
      probe.proofAsked = null;
      const retried = await callProbe(`retry-after-${code}`);
      expect(retried.statusCode).toBe(201);
      expect(retried.headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBeUndefined();
      expect((await callProbe(`retry-after-${code}`)).headers[IDEMPOTENT_REPLAYED_HEADER.toLowerCase()]).toBe(
        'true',
      );
    }
    expect(probe.effects - before).toBe(2);
  });

  it('waits for a request in flight with the same key and replays its answer', async () => {
    let open: () => void = () => undefined;
    probe.gate = new Promise((resolve) => (open = resolve));
    const before = probe.effects;
    const first = callProbe('in-flight-key-1');
    const second = callProbe('in-flight-key-1');
    setTimeout(open, 300);
    const [a, b] = await Promise.all([first, second]);
    probe.gate = Promise.resolve();
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
    expect(b.body).toBe(a.body);
    expect(probe.effects - before).toBe(1);
  });

  it('answers 409 when the first request with the key is still running after the wait', async () => {
    await context.deps.db.insert(idempotencyKeys).values({
      scope: 'ip:192.0.2.10',
      key: 'stuck-key-0001',
      route: 'POST /api/v1/test/idempotency/probe',
      requestHash: PROBE_HASH,
    });
    const before = probe.effects;
    const response = await callProbe('stuck-key-0001');
    expect(response.statusCode).toBe(409);
    expect(codeOf(response)).toBe('IDEMPOTENCY_KEY_IN_USE');
    expect(probe.effects).toBe(before);
  });

  it('lets one of 50 parallel retries take over a key whose request died past its lease; the rest replay it', async () => {
    // A reservation older than the lease (REQUEST_TIMEOUT_MS + 10 s): its request's process crashed.
    await context.deps.db.insert(idempotencyKeys).values({
      scope: 'ip:192.0.2.10',
      key: 'crashed-key-0001',
      route: 'POST /api/v1/test/idempotency/probe',
      requestHash: PROBE_HASH,
      createdAt: new Date(Date.now() - context.deps.config.REQUEST_TIMEOUT_MS - 11_000),
    });
    const before = probe.effects;
    const retries = await Promise.all(Array.from({ length: 50 }, () => callProbe('crashed-key-0001')));
    expect(retries.map((response) => response.statusCode)).toEqual(Array.from({ length: 50 }, () => 201));
    expect(new Set(retries.map((response) => response.body)).size).toBe(1);
    expect(probe.effects - before).toBe(1);
  });

  it('does not store answers carrying credentials (sign-in)', async () => {
    const response = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/admin/login',
      headers: { 'idempotency-key': 'login-key-0001' },
      payload: { email: 'nobody@staff.test', password: 'wrong-password' },
    });
    expect(response.statusCode).toBe(401);
    const rows = await context.deps.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.key, 'login-key-0001'));
    expect(rows).toHaveLength(0);
  });
});

describe('idempotency key clean-up', () => {
  it('deletes keys older than 24 hours and keeps newer ones', async () => {
    await context.deps.db.insert(idempotencyKeys).values([
      {
        scope: 'ip:x',
        key: 'old-key-00001',
        route: 'r',
        requestHash: 'h',
        createdAt: new Date(Date.now() - 25 * 3_600_000),
      },
      { scope: 'ip:x', key: 'new-key-00001', route: 'r', requestHash: 'h' },
    ]);
    expect(await cleanUpIdempotencyKeys(context.deps)).toBe(1);
    const left = await context.deps.db
      .select()
      .from(idempotencyKeys)
      .where(eq(idempotencyKeys.scope, 'ip:x'));
    expect(left.map((row) => row.key)).toEqual(['new-key-00001']);
  });
});
