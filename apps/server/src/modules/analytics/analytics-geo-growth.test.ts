import { GeographicGrowthReportSchema } from '@streamit/contract';
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { injectAs, useAdminSuite } from '../../../test/admin-auth.test-support.js';
import { expectedCountryDays } from '../../../test/analytics-model.test-support.js';
import { addDays } from './analytics-period.js';
import { rollUpAnalytics } from './analytics-rollup.service.js';
import { emptyModel, insertMember, insertSignIn } from '../../../test/analytics-seed.test-support.js';
import { DAY_MS, dayOf, pickWith, seededRandom } from '../../../test/seeded-random.test-support.js';

const random = seededRandom(2808);
const pick = pickWith(random);
const today = dayOf(new Date());
const from = addDays(today, -29);
const model = emptyModel();
const suite = useAdminSuite('ANALYST');

beforeAll(async () => {
  for (let index = 0; index < 40; index++) {
    const createdAt = new Date(Date.now() - random() * 59 * DAY_MS);
    const id = randomUUID();
    await insertMember(suite.context.deps.db, model, {
      id,
      createdAt,
      verified: true,
      method: 'EMAIL',
      country: pick(['SA', 'EG', 'US', null]),
      tier: 'BASIC',
    });
    for (let n = Math.floor(random() * 3); n > 0; n--)
      await insertSignIn(suite.context.deps.db, model, {
        userId: id,
        at: new Date(createdAt.getTime() + random() * (Date.now() - createdAt.getTime())),
        country: pick(['SA', 'AE', null]),
      });
  }
  await rollUpAnalytics(suite.context.deps);
}, 120_000);

describe('geographic-growth equals figures re-derived from the raw rows (seed 2808)', () => {
  it('sign-ups and active members per country in both periods, fastest-growing first, and the series', async () => {
    const response = await injectAs(suite.context.app, suite.admin.token, {
      method: 'GET',
      url: `/api/v1/admin/analytics/geographic-growth?from=${from}&to=${today}`,
    });
    expect(response.statusCode).toBe(200);
    const body = GeographicGrowthReportSchema.parse(response.json());
    const { previousFrom, previousTo } = body.period;
    const days = [...expectedCountryDays(model)];
    const inRange = (day: string, a: string, b: string) => day >= a && day <= b;
    const signups = (country: string | null, a: string, b: string) =>
      model.members.filter((m) => m.country === country && inRange(dayOf(m.createdAt), a, b)).length;
    const active = (country: string | null, a: string, b: string) =>
      new Set(
        days
          .filter(([key, c]) => c === country && inRange(key.slice(0, 10), a, b))
          .map(([key]) => key.slice(11)),
      ).size;
    for (const country of ['SA', 'AE', 'EG', 'US', null]) {
      const row = body.rows.find((r) => r.country === country);
      expect({
        signups: row?.signups ?? { current: 0, previous: 0 },
        active: row?.active ?? { current: 0, previous: 0 },
      }).toEqual({
        signups: {
          current: signups(country, from, today),
          previous: signups(country, previousFrom, previousTo),
        },
        active: {
          current: active(country, from, today),
          previous: active(country, previousFrom, previousTo),
        },
      });
    }
    const growth = body.rows.map((row) => row.signups.current - row.signups.previous);
    expect(growth).toEqual([...growth].sort((a, b) => b - a));
    const first = body.rows[0]?.country ?? null;
    const series = body.series.filter((row) => row.country === first);
    expect(series).toHaveLength(30);
    expect(series.reduce((t, row) => t + row.signups, 0)).toBe(signups(first, from, today));
  });
});
