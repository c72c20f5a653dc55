import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  memberAuthEnv,
  nextIp,
  registerVerified,
} from '../../../test/member-auth-helpers.js';
import {
  followCallback,
  runOAuthFlow,
  startOAuthTestServer,
  type OAuthTestServer,
} from '../../../test/oauth-test-server.js';
import { startSmtpSink, type SmtpSink } from '../../../test/smtp-sink.js';
import { createTestContext, type TestContext } from '../../../test/test-app.js';
import { createSignedInMember } from '../moderation/moderation.test-support.js';

let context: TestContext;
let sink: SmtpSink;
let provider: OAuthTestServer;

beforeAll(async () => {
  sink = await startSmtpSink();
  provider = await startOAuthTestServer();
  context = await createTestContext(memberAuthEnv(sink, provider.env));
});
afterAll(async () => {
  await context.close();
  await provider.stop();
  await sink.close();
});

let members = 0;
/** A member who signed up with email and password, signed in; answers the bearer token and user id. */
async function emailMember(): Promise<{ token: string; id: string }> {
  members += 1;
  const email = `linker${String(members)}@example.com`;
  await registerVerified(context.app, sink, { email });
  const token = await loginToken(context.app, email);
  const { rows } = await context.database.pool.query<{ id: string }>(
    'SELECT id FROM users WHERE email = $1',
    [email],
  );
  return { token, id: rows[0]?.id ?? '' };
}

function startLink(token: string, id: 'google' | 'twitter', returnTo = '/watch-to-earn') {
  return context.app.inject({
    method: 'POST',
    url: `/api/v1/auth/link-provider/${id}`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { returnTo },
  });
}

/** Starts a link and goes through the provider's authorize step; answers the app's callback path. */
async function authorizeLink(token: string, id: 'google' | 'twitter' = 'twitter'): Promise<string> {
  const start = await startLink(token, id);
  if (start.statusCode !== 200) throw new Error(`link start answered ${start.statusCode}: ${start.body}`);
  const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  return `${back.pathname}${back.search}`;
}

async function providerIdsOf(id: string) {
  const { rows } = await context.database.pool.query<{ twitter_id: string | null; google_id: string | null }>(
    'SELECT twitter_id, google_id FROM users WHERE id = $1',
    [id],
  );
  return rows[0];
}

async function ownersOfX(subject: string): Promise<number> {
  const { rows } = await context.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE twitter_id = $1',
    [subject],
  );
  return rows[0]?.n ?? -1;
}

describe('linking X to a signed-in email member', () => {
  it('puts the X id on that member, signs nobody in and returns to the page with ?linked=twitter', async () => {
    const member = await emailMember();
    provider.useTwitterUser({ id: 'x-link-1', name: 'Lina', username: 'lina' });
    const start = await startLink(member.token, 'twitter');
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(provider.env.TWITTER_AUTH_URL);
    expect(url.searchParams.get('state')).toBeTruthy();

    const back = await followCallback(context.app, await authorizeLink(member.token));
    expect(back.pathname).toBe('/watch-to-earn');
    expect(back.searchParams.get('linked')).toBe('twitter');
    expect(back.searchParams.get('code')).toBeNull();
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: 'x-link-1', google_id: null });

    const linked = await context.app.inject({
      url: '/api/v1/auth/linked-providers',
      headers: bearer(member.token),
    });
    expect(linked.json()).toMatchObject({ providers: ['email', 'twitter'], hasTwitter: true });
    const { rows } = await context.database.pool.query(
      "SELECT message FROM security_alerts WHERE user_id = $1 AND kind = 'PROVIDER_LINKED'",
      [member.id],
    );
    expect(rows).toEqual([{ message: 'X (Twitter) sign-in was linked to your account.' }]);

    // From now on "Continue with X" signs in to this same member.
    const { spa } = await runOAuthFlow(context.app, 'twitter');
    const session = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/exchange',
      remoteAddress: nextIp(),
      payload: { code: spa.searchParams.get('code') },
    });
    expect(session.json<{ user: { id: string } }>().user.id).toBe(member.id);
  });

  it('links Google the same way, whatever email the Google account has', async () => {
    const member = await emailMember();
    provider.useClaims({ sub: 'google-link-1', email: 'elsewhere@example.com', email_verified: true });
    const start = await startLink(member.token, 'google', '/merchandise/account');
    const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
    const callback = new URL(authorize.headers.get('location') ?? '');
    const back = await followCallback(context.app, `${callback.pathname}${callback.search}`);
    expect(`${back.pathname}${back.search}`).toBe('/merchandise/account?linked=google');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: null, google_id: 'google-link-1' });
  });

  it('refuses an X account that belongs to another member, and changes nothing', async () => {
    const owner = await emailMember();
    provider.useTwitterUser({ id: 'x-owned', name: 'Owner', username: 'owner' });
    await followCallback(context.app, await authorizeLink(owner.token));
    const member = await emailMember();
    const back = await followCallback(context.app, await authorizeLink(member.token));
    expect(back.pathname).toBe('/watch-to-earn');
    expect(back.searchParams.get('linkError')).toBe('OAUTH_ACCOUNT_ALREADY_LINKED');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: null, google_id: null });
    expect(await providerIdsOf(owner.id)).toEqual({ twitter_id: 'x-owned', google_id: null });
  });

  it('refuses a second X account: at the start, and at the callback when one was linked meanwhile', async () => {
    const member = await emailMember();
    provider.useTwitterUser({ id: 'x-first', name: 'First', username: 'first' });
    const pending = await authorizeLink(member.token);
    await followCallback(context.app, await authorizeLink(member.token));
    const again = await startLink(member.token, 'twitter');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'OAUTH_PROVIDER_ALREADY_LINKED' } });

    provider.useTwitterUser({ id: 'x-second', name: 'Second', username: 'second' });
    const back = await followCallback(context.app, pending);
    expect(back.searchParams.get('linkError')).toBe('OAUTH_PROVIDER_ALREADY_LINKED');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: 'x-first', google_id: null });
    expect(await ownersOfX('x-second')).toBe(0);
  });

  it('uses a link state once: a replayed callback is refused and links nothing more', async () => {
    const member = await emailMember();
    provider.useTwitterUser({ id: 'x-replay', name: 'Replay', username: 'replay' });
    const callbackPath = await authorizeLink(member.token);
    expect((await followCallback(context.app, callbackPath)).searchParams.get('linked')).toBe('twitter');
    await context.database.pool.query('UPDATE users SET twitter_id = NULL WHERE id = $1', [member.id]);
    const replay = await followCallback(context.app, callbackPath);
    expect(replay.pathname).toBe('/auth/callback');
    expect(replay.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: null, google_id: null });
  });

  it('50 parallel callbacks with one state link exactly once', async () => {
    const member = await emailMember();
    provider.useTwitterUser({ id: 'x-parallel', name: 'Parallel', username: 'parallel' });
    const callbackPath = await authorizeLink(member.token);
    const backs = await Promise.all(
      Array.from({ length: 50 }, () => followCallback(context.app, callbackPath)),
    );
    expect(backs.filter((back) => back.searchParams.get('linked') === 'twitter')).toHaveLength(1);
    expect(backs.filter((back) => back.searchParams.get('error') === 'OAUTH_STATE_INVALID')).toHaveLength(49);
    expect(await ownersOfX('x-parallel')).toBe(1);
    expect(await providerIdsOf(member.id)).toMatchObject({ twitter_id: 'x-parallel' });
  });

  it('20 members racing to link one X account: exactly one gets it', async () => {
    provider.useTwitterUser({ id: 'x-race', name: 'Race', username: 'race' });
    const racers = await Promise.all(Array.from({ length: 20 }, () => createSignedInMember(context)));
    const paths = await Promise.all(racers.map((racer) => authorizeLink(racer.token)));
    const backs = await Promise.all(paths.map((path) => followCallback(context.app, path)));
    expect(backs.filter((back) => back.searchParams.get('linked') === 'twitter')).toHaveLength(1);
    expect(
      backs.filter((back) => back.searchParams.get('linkError') === 'OAUTH_ACCOUNT_ALREADY_LINKED'),
    ).toHaveLength(19);
    expect(await ownersOfX('x-race')).toBe(1);
  });
});

describe('starting a link', () => {
  it('needs a signed-in member and a whitelisted return page', async () => {
    const guest = await context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/link-provider/twitter',
      payload: { returnTo: '/watch-to-earn' },
    });
    expect(guest.statusCode).toBe(401);
    const member = await emailMember();
    const offsite = await startLink(member.token, 'twitter', 'https://evil.example/steal');
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const { rows } = await context.database.pool.query(
      'SELECT count(*)::int AS n FROM oauth_states WHERE link_user_id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('answers "not configured" without client ids', async () => {
    const bare = await createTestContext(memberAuthEnv(sink));
    try {
      const member = await createSignedInMember(bare);
      const start = await bare.app.inject({
        method: 'POST',
        url: '/api/v1/auth/link-provider/twitter',
        headers: bearer(member.token),
        payload: {},
      });
      expect(start.statusCode).toBe(400);
      expect(start.json()).toMatchObject({ error: { code: 'OAUTH_NOT_CONFIGURED' } });
    } finally {
      await bare.close();
    }
  });
});
