import { describe, expect, it } from 'vitest';
import {
  bearer,
  loginToken,
  memberAuthEnv,
  nextIp,
  registerVerified,
  stepUp,
} from '../../../test/member-auth.test-support.js';
import type { LightMyRequestResponse } from 'fastify';
import { runOAuthFlow } from '../../../test/oauth-test-server.js';
import { createTestContext } from '../../../test/test-app.js';
import { createSignedInMember } from '../../../test/moderation.test-support.js';
import { useOAuthSuite } from '../../../test/oauth.test-support.js';

const suite = useOAuthSuite();

let members = 0;
/**
 * A member who signed up with email and password, signed in (and confirmed the password for this session
 * unless `confirmed` is false); answers the bearer token and user id.
 */
async function emailMember(confirmed = true): Promise<{ token: string; id: string }> {
  members += 1;
  const email = `linker${String(members)}@example.com`;
  await registerVerified(suite.context.app, suite.sink, { email });
  const token = await loginToken(suite.context.app, email);
  if (confirmed) await stepUp(suite.context.app, token);
  const { rows } = await suite.context.database.pool.query<{ id: string }>(
    'SELECT id FROM users WHERE email = $1',
    [email],
  );
  return { token, id: rows[0]?.id ?? '' };
}

function startLink(token: string, id: 'google' | 'twitter', returnTo = '/watch-to-earn') {
  return suite.context.app.inject({
    method: 'POST',
    url: `/api/v1/auth/link-provider/${id}`,
    headers: bearer(token),
    remoteAddress: nextIp(),
    payload: { returnTo },
  });
}

/** The browser's link cookie from an answer's Set-Cookie (name=value only, as a Cookie header carries it). */
function cookieOf(response: LightMyRequestResponse): string {
  return String(response.headers['set-cookie']).split(';')[0] ?? '';
}

/** A started link after the provider's authorize step: the app's callback path and the browser's cookie. */
interface AuthorizedLink {
  callbackPath: string;
  cookie: string;
}

async function authorizeLink(
  token: string,
  id: 'google' | 'twitter' = 'twitter',
  returnTo = '/watch-to-earn',
): Promise<AuthorizedLink> {
  const start = await startLink(token, id, returnTo);
  if (start.statusCode !== 200) throw new Error(`link start answered ${start.statusCode}: ${start.body}`);
  const authorize = await fetch(start.json<{ url: string }>().url, { redirect: 'manual' });
  const back = new URL(authorize.headers.get('location') ?? '');
  return { callbackPath: `${back.pathname}${back.search}`, cookie: cookieOf(start) };
}

/** The browser that started the link comes back to the callback (with its cookie); answers where it is sent. */
async function finishLink(link: AuthorizedLink, cookie = link.cookie): Promise<URL> {
  const callback = await suite.context.app.inject({
    method: 'GET',
    url: link.callbackPath,
    headers: cookie ? { cookie } : {},
  });
  if (callback.statusCode !== 302) throw new Error(`callback answered ${callback.statusCode}`);
  return new URL(String(callback.headers.location));
}

async function providerIdsOf(id: string) {
  const { rows } = await suite.context.database.pool.query<{
    twitter_id: string | null;
    google_id: string | null;
  }>('SELECT twitter_id, google_id FROM users WHERE id = $1', [id]);
  return rows[0];
}

async function ownersOfX(subject: string): Promise<number> {
  const { rows } = await suite.context.database.pool.query<{ n: number }>(
    'SELECT count(*)::int AS n FROM users WHERE twitter_id = $1',
    [subject],
  );
  return rows[0]?.n ?? -1;
}

describe('linking X to a signed-in email member', () => {
  it('puts the X id on that member, signs nobody in and returns to the page with ?linked=twitter', async () => {
    const member = await emailMember();
    suite.provider.useTwitterUser({ id: 'x-link-1', name: 'Lina', username: 'lina' });
    const start = await startLink(member.token, 'twitter');
    expect(start.statusCode).toBe(200);
    const url = new URL(start.json<{ url: string }>().url);
    expect(`${url.origin}${url.pathname}`).toBe(suite.provider.env.TWITTER_AUTH_URL);
    expect(url.searchParams.get('state')).toBeTruthy();
    expect(String(start.headers['set-cookie'])).toMatch(
      /^streamit_oauth_link=[\w-]{43}; Path=\/api\/v1\/auth; HttpOnly; SameSite=Lax; Max-Age=600$/,
    );

    const back = await finishLink(await authorizeLink(member.token));
    expect(back.pathname).toBe('/watch-to-earn');
    expect(back.searchParams.get('linked')).toBe('twitter');
    expect(back.searchParams.get('code')).toBeNull();
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: 'x-link-1', google_id: null });

    const linked = await suite.context.app.inject({
      url: '/api/v1/auth/linked-providers',
      headers: bearer(member.token),
    });
    expect(linked.json()).toMatchObject({ providers: ['email', 'twitter'], hasTwitter: true });
    const { rows } = await suite.context.database.pool.query(
      "SELECT message FROM security_alerts WHERE user_id = $1 AND kind = 'PROVIDER_LINKED'",
      [member.id],
    );
    expect(rows).toEqual([{ message: 'X (Twitter) sign-in was linked to your account.' }]);

    // From now on "Continue with X" signs in to this same member.
    const { spa } = await runOAuthFlow(suite.context.app, 'twitter');
    const session = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oauth/exchange',
      remoteAddress: nextIp(),
      payload: { code: spa.searchParams.get('code') },
    });
    expect(session.json<{ user: { id: string } }>().user.id).toBe(member.id);
  });

  it('links Google the same way, whatever email the Google account has', async () => {
    const member = await emailMember();
    suite.provider.useClaims({ sub: 'google-link-1', email: 'elsewhere@example.com', email_verified: true });
    const back = await finishLink(await authorizeLink(member.token, 'google', '/merchandise/account'));
    expect(`${back.pathname}${back.search}`).toBe('/merchandise/account?linked=google');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: null, google_id: 'google-link-1' });
  });

  it('refuses an X account that belongs to another member, and changes nothing', async () => {
    const owner = await emailMember();
    suite.provider.useTwitterUser({ id: 'x-owned', name: 'Owner', username: 'owner' });
    await finishLink(await authorizeLink(owner.token));
    const member = await emailMember();
    const back = await finishLink(await authorizeLink(member.token));
    expect(back.pathname).toBe('/watch-to-earn');
    expect(back.searchParams.get('linkError')).toBe('OAUTH_ACCOUNT_ALREADY_LINKED');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: null, google_id: null });
    expect(await providerIdsOf(owner.id)).toEqual({ twitter_id: 'x-owned', google_id: null });
  });

  it('refuses a second X account: at the start, and at the callback when one was linked meanwhile', async () => {
    const member = await emailMember();
    suite.provider.useTwitterUser({ id: 'x-first', name: 'First', username: 'first' });
    const pending = await authorizeLink(member.token);
    const first = await authorizeLink(member.token);
    await finishLink(first, first.cookie);
    const again = await startLink(member.token, 'twitter');
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ error: { code: 'OAUTH_PROVIDER_ALREADY_LINKED' } });

    suite.provider.useTwitterUser({ id: 'x-second', name: 'Second', username: 'second' });
    const back = await finishLink(pending);
    expect(back.searchParams.get('linkError')).toBe('OAUTH_PROVIDER_ALREADY_LINKED');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: 'x-first', google_id: null });
    expect(await ownersOfX('x-second')).toBe(0);
  });

  it('links nothing when another browser (without the link cookie) finishes the link URL', async () => {
    const member = await emailMember();
    suite.provider.useTwitterUser({ id: 'x-intruder', name: 'Intruder', username: 'intruder' });
    const link = await authorizeLink(member.token);
    const other = await authorizeLink((await emailMember()).token);
    for (const cookie of ['', other.cookie]) {
      const fresh = await authorizeLink(member.token);
      const back = await finishLink(fresh, cookie);
      expect(back.pathname).toBe('/watch-to-earn');
      expect(back.searchParams.get('linkError')).toBe('OAUTH_STATE_INVALID');
    }
    // The intruder's attempt spent the state: the member's own browser starts again.
    const spent = await authorizeLink(member.token);
    await finishLink(spent, other.cookie);
    expect((await finishLink(spent)).searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    expect(await ownersOfX('x-intruder')).toBe(0);
    expect((await finishLink(link)).searchParams.get('linked')).toBe('twitter');
  });

  it('uses a link state once: a replayed callback is refused and links nothing more', async () => {
    const member = await emailMember();
    suite.provider.useTwitterUser({ id: 'x-replay', name: 'Replay', username: 'replay' });
    const link = await authorizeLink(member.token);
    expect((await finishLink(link)).searchParams.get('linked')).toBe('twitter');
    await suite.context.database.pool.query('UPDATE users SET twitter_id = NULL WHERE id = $1', [member.id]);
    const replay = await finishLink(link);
    expect(replay.pathname).toBe('/auth/callback');
    expect(replay.searchParams.get('error')).toBe('OAUTH_STATE_INVALID');
    expect(await providerIdsOf(member.id)).toEqual({ twitter_id: null, google_id: null });
  });

  it('50 parallel callbacks with one state link exactly once', async () => {
    const member = await emailMember();
    suite.provider.useTwitterUser({ id: 'x-parallel', name: 'Parallel', username: 'parallel' });
    const link = await authorizeLink(member.token);
    const backs = await Promise.all(Array.from({ length: 50 }, () => finishLink(link)));
    expect(backs.filter((back) => back.searchParams.get('linked') === 'twitter')).toHaveLength(1);
    expect(backs.filter((back) => back.searchParams.get('error') === 'OAUTH_STATE_INVALID')).toHaveLength(49);
    expect(await ownersOfX('x-parallel')).toBe(1);
    expect(await providerIdsOf(member.id)).toMatchObject({ twitter_id: 'x-parallel' });
  });

  it('20 members racing to link one X account: exactly one gets it', async () => {
    suite.provider.useTwitterUser({ id: 'x-race', name: 'Race', username: 'race' });
    const racers = await Promise.all(Array.from({ length: 20 }, () => createSignedInMember(suite.context)));
    const links = await Promise.all(racers.map((racer) => authorizeLink(racer.token)));
    const backs = await Promise.all(links.map((link) => finishLink(link)));
    expect(backs.filter((back) => back.searchParams.get('linked') === 'twitter')).toHaveLength(1);
    expect(
      backs.filter((back) => back.searchParams.get('linkError') === 'OAUTH_ACCOUNT_ALREADY_LINKED'),
    ).toHaveLength(19);
    expect(await ownersOfX('x-race')).toBe(1);
  });
});

describe('starting a link', () => {
  it('needs a signed-in member and a whitelisted return page', async () => {
    const guest = await suite.context.app.inject({
      method: 'POST',
      url: '/api/v1/auth/link-provider/twitter',
      payload: { returnTo: '/watch-to-earn' },
    });
    expect(guest.statusCode).toBe(401);
    const member = await emailMember();
    const offsite = await startLink(member.token, 'twitter', 'https://evil.example/steal');
    expect(offsite.statusCode).toBe(400);
    expect(offsite.json()).toMatchObject({ error: { code: 'VALIDATION_FAILED' } });
    const { rows } = await suite.context.database.pool.query(
      'SELECT count(*)::int AS n FROM oauth_states WHERE link_user_id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
  });

  it('needs a fresh step-up: STEP_UP_REQUIRED and no link state until the password is confirmed', async () => {
    const member = await emailMember(false);
    const refused = await startLink(member.token, 'twitter');
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({ error: { code: 'STEP_UP_REQUIRED' } });
    expect(refused.headers['set-cookie']).toBeUndefined();
    const { rows } = await suite.context.database.pool.query(
      'SELECT count(*)::int AS n FROM oauth_states WHERE link_user_id = $1',
      [member.id],
    );
    expect(rows[0]).toEqual({ n: 0 });
    await stepUp(suite.context.app, member.token);
    expect((await startLink(member.token, 'twitter')).statusCode).toBe(200);
  });

  it('takes a sign-in within the step-up window from a member without a password, else RECENT_SIGN_IN_REQUIRED', async () => {
    const member = await createSignedInMember(suite.context);
    expect((await startLink(member.token, 'google')).statusCode).toBe(200);
    await suite.context.database.pool.query(
      "UPDATE member_sessions SET created_at = now() - interval '6 minutes' WHERE user_id = $1",
      [member.id],
    );
    const stale = await startLink(member.token, 'google');
    expect(stale.statusCode).toBe(403);
    expect(stale.json()).toMatchObject({ error: { code: 'RECENT_SIGN_IN_REQUIRED' } });
  });

  it('answers "not configured" without client ids', async () => {
    const bare = await createTestContext(memberAuthEnv(suite.sink));
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
