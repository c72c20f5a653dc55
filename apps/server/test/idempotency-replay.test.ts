import { IDEMPOTENT_REPLAYED_HEADER, buildEndpointPath, type Endpoint } from '@streamit/contract';
import type { LightMyRequestResponse } from 'fastify';
import { describe, expect, it } from 'vitest';
import { useAdminSuite } from './admin-auth.test-support.js';
import { changedTables, snapshotDatabase } from './database-snapshot.test-support.js';
import { createSignedInMember } from './moderation.test-support.js';
import { listWriteRoutes, sampleFor, type ListedRoute } from './route-table.test-support.js';
import { waitForManualRuns } from '../src/modules/ops/tasks.service.js';

const WRITE_METHODS = ['POST', 'PUT', 'PATCH', 'DELETE'] as const;
const REPLAYED = IDEMPOTENT_REPLAYED_HEADER.toLowerCase();

// Answers that carry a credential (session token, TOTP secret, setup token, recovery codes, wallet keys, the
// OAuth link's browser cookie) are not stored, so these routes ignore the key (decision 017). The walk proves
// the list is exact.
const CREDENTIAL_ROUTES = [
  'POST /api/v1/auth/admin/login',
  'POST /api/v1/auth/admin/totp/enroll',
  'POST /api/v1/auth/admin/setup/start',
  'POST /api/v1/auth/admin/setup',
  'POST /api/v1/admin/admin-users',
  'POST /api/v1/admin/admin-users/:id/setup-token',
  'POST /api/v1/auth/login',
  'POST /api/v1/auth/login/2fa',
  'POST /api/v1/auth/oauth/exchange',
  'POST /api/v1/auth/link-provider/:provider',
  'POST /api/v1/auth/security/2fa/enable',
  'POST /api/v1/auth/security/2fa/verify',
  'POST /api/v1/activities/:id/interaction/start',
  'POST /api/v1/wallet/private-key',
  'POST /api/v1/wallet/mnemonic',
  // The partner's webhook signing secret is in the answer (decision 061).
  'PUT /api/v1/partner/webhook',
  // A backup's single-use download token is in the answer (decision 036).
  'POST /api/v1/admin/maintenance/backups/:id/link',
].sort();

// The first call ends the caller's session, so the retry is 401 at the guard before any key is looked
// up; ending a session twice has no second effect.
const SESSION_ENDING_ROUTES = [
  'POST /api/v1/auth/admin/logout',
  'POST /api/v1/auth/logout',
  'POST /api/v1/auth/security/report-suspicious',
].sort();

// The walk's members never step up, so these answer STEP_UP_REQUIRED, a refusal that is not kept (decision 017
// amendment): the retry runs again, gets the same refusal and changes nothing.
const PROOF_FIRST_ROUTES = ['POST /api/v1/wallet/sign-message', 'PUT /api/v1/wallet/payout'].sort();

// Bodies the JSON Schema sampler cannot guess (cross-field rules).
const QUIZ = {
  title: 'Walk quiz',
  questions: [
    {
      prompt: 'Which?',
      kind: 'SINGLE',
      choices: [
        { text: 'A', correct: true },
        { text: 'B', correct: false },
      ],
    },
  ],
};
const GAME = {
  title: 'Walk game',
  game: 'SLIDING_PUZZLE',
  difficulty: 'EASY',
  images: ['https://example.test/a.png'],
};
const APPLICATION = {
  applicantType: 'ARTIST',
  contentFormats: ['SHORT_FORM'],
  bio: 'A walk through the route table, in twenty characters or more.',
  sampleLink: 'https://video.example.com/walk',
  country: 'SA',
  agreementAccepted: true,
};
const SOCIAL_TASK = { kind: 'FOLLOW', title: 'Follow the route walk', target: 'route_walk', points: 5 };
const BODIES: Record<string, unknown> = {
  '/admin/social-tasks': SOCIAL_TASK,
  '/admin/social-tasks/:id': { ...SOCIAL_TASK, version: 1 },
  '/social/follow/manual-verify': { taskId: '00000000-0000-4000-8000-000000000000', evidenceText: 'walk' },
  '/auth/apply-creator': APPLICATION,
  '/auth/creator-application': APPLICATION,
  '/admin/quizzes': QUIZ,
  '/admin/quizzes/:id': QUIZ,
  '/creator/quizzes': QUIZ,
  '/creator/quizzes/:id': QUIZ,
  '/admin/games': GAME,
  '/admin/games/:id': GAME,
  '/wallet/siwe/verify': { message: 'not an EIP-4361 message', signature: '0x00' },
  '/wallet/send': { to: '0x000000000000000000000000000000000000dEaD', amount: '1' },
  '/admin/export/users': { format: 'csv', filters: {} },
  '/users/creator-profile': { handle: 'replay-walk', displayName: 'Replay walk' },
  '/partner-applications': {
    organisationName: 'Route walk gallery',
    kind: 'GALLERY',
    website: 'https://walk.example.org',
    country: 'SA',
    pitch: 'A walk through the route table, in twenty characters or more.',
  },
  '/admin/partners/:id/campaigns': {
    title: 'Route walk',
    activityIds: ['00000000-0000-4000-8000-000000000000'],
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-02-01T00:00:00.000Z',
    bonusPoints: 1,
    budgetPoints: 1,
  },
  '/admin/store/products/:id/variants': { sku: 'REPLAY-WALK', pricePoints: 10 },
  '/admin/store/variants/:id': { sku: 'REPLAY-WALK-EDIT', pricePoints: 10 },
  '/partner/campaigns': {
    title: 'Route walk proposal',
    activityIds: ['00000000-0000-4000-8000-000000000000'],
    startsAt: '2026-01-01T00:00:00.000Z',
    endsAt: '2026-02-01T00:00:00.000Z',
    bonusPoints: 1,
    budgetPoints: 1,
  },
};

const suite = useAdminSuite('SUPER_ADMIN');

async function tokenFor(endpoint: Endpoint): Promise<string | null> {
  if (endpoint.auth === 'admin') return suite.admin.token;
  if (endpoint.auth === 'member') return (await createSignedInMember(suite.context, { creator: true })).token;
  return null;
}

function urlOf(endpoint: Endpoint): string {
  const params = (sampleFor(endpoint.params) ?? {}) as Record<string, string>;
  const query = new URLSearchParams((sampleFor(endpoint.query) ?? {}) as Record<string, string>).toString();
  return `/api/v1${buildEndpointPath(endpoint.path, params)}${query ? `?${query}` : ''}`;
}

interface WalkResult {
  route: string;
  first: LightMyRequestResponse;
  second: LightMyRequestResponse;
  changed: string[];
}

async function walk(route: ListedRoute & { endpoint: Endpoint }, index: number): Promise<WalkResult> {
  const { endpoint } = route;
  const token = await tokenFor(endpoint);
  const body = BODIES[endpoint.path] ?? sampleFor(endpoint.body);
  const send = () =>
    suite.context.app.inject({
      method: route.method as (typeof WRITE_METHODS)[number],
      url: urlOf(endpoint),
      remoteAddress: `198.18.${Math.floor(index / 250)}.${(index % 250) + 1}`,
      headers: {
        'idempotency-key': `route-walk-${index.toString().padStart(4, '0')}`,
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      ...(body === undefined ? {} : { payload: body as object }),
    });
  const first = await send();
  // A task's run goes on after its 202; the replay is judged once the first request's effects settled.
  await waitForManualRuns();
  const before = await snapshotDatabase(suite.context.database.pool);
  const second = await send();
  const changed = changedTables(before, await snapshotDatabase(suite.context.database.pool));
  return { route: `${route.method} ${route.url}`, first, second, changed };
}

const byRoute = (a: ListedRoute, b: ListedRoute) =>
  `${a.method} ${a.url}`.localeCompare(`${b.method} ${b.url}`);

// Sign-outs end the sessions the other routes use, so they go last.
const byLogoutLast = (a: ListedRoute, b: ListedRoute) =>
  Number(SESSION_ENDING_ROUTES.includes(`${a.method} ${a.url}`)) -
  Number(SESSION_ENDING_ROUTES.includes(`${b.method} ${b.url}`));

describe('every write route replays its answer for a repeated Idempotency-Key', () => {
  it(
    'walks the route table: one effect per key, credential routes excluded',
    { timeout: 240_000 },
    async () => {
      const routes = listWriteRoutes(suite.context.app, WRITE_METHODS).sort(byRoute).sort(byLogoutLast);
      const uploads = routes.filter((route) => !route.endpoint);
      // Outside the contract live only tus transfers (their own resume protocol), the database restore (a raw
      // stream no stored answer could stand for, guarded by a fresh authenticator code and refused while another
      // restore runs) and an encrypted backup's download (a file streamed once: its single-use link token is the
      // guard, claimed by one conditional UPDATE), decision 036.
      const outside = [
        /\/upload-video/,
        /\/admin\/maintenance\/restore$/,
        /\/admin\/maintenance\/backups\/download$/,
      ];
      expect(uploads.map((route) => route.url).filter((url) => !outside.some((p) => p.test(url)))).toEqual(
        [],
      );
      const results: WalkResult[] = [];
      for (const [index, route] of routes.entries()) {
        if (route.endpoint) results.push(await walk({ ...route, endpoint: route.endpoint }, index));
      }
      expect(results.filter((r) => r.route.startsWith('POST')).length).toBeGreaterThan(50);
      const ignored = results.filter((r) => r.second.headers[REPLAYED] !== 'true');
      const ended = ignored.filter((r) => SESSION_ENDING_ROUTES.includes(r.route));
      expect(ended.map((r) => [r.route, r.first.statusCode, r.second.statusCode])).toEqual(
        SESSION_ENDING_ROUTES.map((route) => [route, 200, 401]),
      );
      // This walk runs without a chain: a send answers 503, and 5xx answers are never kept (decision 017), so
      // the retry is a new attempt rather than a replay.
      const unavailable = ignored.filter((r) => r.first.statusCode >= 500);
      expect(unavailable.map((r) => `${r.route} ${String(r.first.statusCode)}`)).toEqual([
        'POST /api/v1/wallet/send 503',
      ]);
      const askedForProof = ignored.filter((r) => PROOF_FIRST_ROUTES.includes(r.route));
      expect(
        askedForProof.map((r) => [r.route, r.first.statusCode, r.second.body === r.first.body, r.changed]),
      ).toEqual(PROOF_FIRST_ROUTES.map((route) => [route, 403, true, []]));
      expect(askedForProof.every((r) => r.first.body.includes('"STEP_UP_REQUIRED"'))).toBe(true);
      const notReplayed = ignored.filter(
        (r) =>
          !SESSION_ENDING_ROUTES.includes(r.route) &&
          !PROOF_FIRST_ROUTES.includes(r.route) &&
          r.first.statusCode < 500,
      );
      const answers = notReplayed.map(
        (r) => `${r.route} → ${r.first.statusCode} ${r.first.body.slice(0, 100)}`,
      );
      expect(notReplayed.map((r) => r.route).sort(), answers.join('\n')).toEqual(CREDENTIAL_ROUTES);
      for (const result of results.filter((r) => r.second.headers[REPLAYED] === 'true')) {
        expect({ route: result.route, status: result.second.statusCode, body: result.second.body }).toEqual({
          route: result.route,
          status: result.first.statusCode,
          body: result.first.body,
        });
        expect({ route: result.route, changed: result.changed }).toEqual({
          route: result.route,
          changed: [],
        });
      }
    },
  );
});
