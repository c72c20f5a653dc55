import type { LocationSummary } from '@streamit/contract';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bearer, login, registerVerified, useMemberSuite } from '../../../test/member-auth.test-support.js';
import { insertActivity } from '../activities/activities.queries.js';

const suite = useMemberSuite();
const EMAIL = 'geo-recording@example.com';

beforeAll(async () => {
  await registerVerified(suite.context.app, suite.sink, { email: EMAIL, ip: '8.8.8.8' });
});

async function rows<T>(query: ReturnType<typeof sql>): Promise<T[]> {
  return (await suite.context.deps.db.execute(query)).rows as T[];
}

async function signIn(ip: string): Promise<string> {
  const response = await login(suite.context.app, EMAIL, undefined, ip);
  return response.json<{ accessToken: string }>().accessToken;
}

describe('countries recorded from the offline database', () => {
  it('records the sign-up country and method, never the address, on the member', async () => {
    const [member] = await rows<Record<string, unknown>>(
      sql`SELECT signup_country, signup_method FROM users WHERE email = ${EMAIL}`,
    );
    expect(member).toEqual({ signup_country: 'US', signup_method: 'EMAIL' });
  });

  it('records each sign-in country, unknown (null) for a private address', async () => {
    await signIn('193.0.6.139');
    await signIn('10.20.30.40');
    const sessions = await rows<{ ip: string; country: string | null }>(sql`
      SELECT s.ip, s.country FROM member_sessions s JOIN users u ON u.id = s.user_id
      WHERE u.email = ${EMAIL} AND s.ip IN ('193.0.6.139', '10.20.30.40') ORDER BY s.created_at`);
    expect(sessions).toEqual([
      { ip: '193.0.6.139', country: 'NL' },
      { ip: '10.20.30.40', country: null },
    ]);
  });

  it('records the country a watch session started from', async () => {
    const token = await signIn('94.97.0.1');
    const activity = await insertActivity(suite.context.deps.db, {
      type: 'VIDEO',
      title: 'Geo watch',
      slug: `geo-watch-${Date.now()}`,
      status: 'PUBLISHED',
      publishAt: new Date(Date.now() - 60_000),
      durationSeconds: 60,
    });
    const started = await suite.context.app.inject({
      method: 'POST',
      url: `/api/v1/activities/${activity.id}/interaction/start`,
      headers: bearer(token),
      remoteAddress: '156.160.0.1',
      payload: { currentTime: 0 },
    });
    expect(started.statusCode).toBe(201);
    const [session] = await rows<{ country: string | null }>(
      sql`SELECT country FROM watch_sessions WHERE activity_id = ${activity.id}`,
    );
    expect(session).toEqual({ country: 'EG' });
  });

  it('names the countries of the current and recent addresses in /auth/location-summary', async () => {
    const token = await signIn('212.58.244.20');
    const response = await suite.context.app.inject({
      method: 'GET',
      url: '/api/v1/auth/location-summary',
      headers: bearer(token),
      remoteAddress: '133.242.0.1',
    });
    const summary = response.json<LocationSummary>();
    expect(summary.current).toEqual({ ip: '133.242.0.1', network: 'public', country: 'JP' });
    const byIp = new Map(summary.recent.map((row) => [row.ip, row.country]));
    expect(Object.fromEntries(byIp)).toMatchObject({
      '212.58.244.20': 'GB',
      '193.0.6.139': 'NL',
      '10.20.30.40': null,
    });
  });
});
