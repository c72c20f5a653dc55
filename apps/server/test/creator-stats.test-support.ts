import { randomBytes } from 'node:crypto';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { WatchSections } from '../src/modules/watch/watch.schema.js';
import { activityViews, watchSessions } from '../src/modules/watch/watch.schema.js';
import { insertActivity } from '../src/modules/activities/activities.repository.js';
import type { TestContext } from './test-app.js';
import { injectAs } from './admin-auth.test-support.js';

/**
 * The offline country table the tests configure: test members sign in from 198.51.100.<n>
 * (moderation.test-support), so 0–99 are FR, 100–199 EG, and the rest unknown.
 */
export function writeCountryTable(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ip-country-'));
  const path = join(dir, 'ip-country.csv');
  writeFileSync(path, '"198.51.100.0","198.51.100.99","FR"\n198.51.100.100,198.51.100.199,EG\n::1,::2,ZZ\n');
  return path;
}

/** The country the table above gives an address. */
export function expectedCountry(ip: string): string | null {
  const last = Number(ip.split('.')[3]);
  if (last < 100) return 'FR';
  return last < 200 ? 'EG' : null;
}

let counter = 0;

/** A published video of `creatorId` with this duration. */
export async function insertVideo(context: TestContext, creatorId: string, durationSeconds: number) {
  counter += 1;
  const row = await insertActivity(context.deps.db, {
    type: 'VIDEO',
    title: `Studio video ${counter}`,
    slug: `studio-video-${counter}-${randomBytes(4).toString('hex')}`,
    status: 'PUBLISHED',
    publishAt: new Date(Date.now() - 86_400_000 * 200),
    durationSeconds,
    creatorId,
  });
  return row.id;
}

/** A raw, ended watch session as heartbeats would have left it. */
export interface RawSession {
  userId: string;
  activityId: string;
  startedAt: Date;
  lastHeartbeatAt: Date;
  sections: WatchSections;
  creditedSeconds: number;
}

/** Writes sessions directly: the rollup's input, without replaying thousands of heartbeats. */
export async function insertSessions(context: TestContext, sessions: RawSession[]): Promise<void> {
  if (sessions.length === 0) return;
  await context.deps.db.insert(watchSessions).values(
    sessions.map((session) => ({
      ...session,
      tokenHash: randomBytes(16).toString('hex'),
      expiresAt: new Date(session.startedAt.getTime() + 6 * 3_600_000),
      endedAt: session.lastHeartbeatAt,
      heartbeats: 1,
      lastSequence: 1,
    })),
  );
}

/** Writes counted views directly (one per viewer, content and hour, as the watch module does). */
export async function insertViews(
  context: TestContext,
  views: { activityId: string; userId: string; createdAt: Date }[],
): Promise<void> {
  if (views.length === 0) return;
  await context.deps.db.insert(activityViews).values(
    views.map((view) => ({
      ...view,
      hourBucket: new Date(Math.floor(view.createdAt.getTime() / 3_600_000) * 3_600_000),
    })),
  );
}

/** GET as a member, expecting 200. */
export async function getAs<T>(context: TestContext, token: string, url: string): Promise<T> {
  const response = await injectAs(context.app, token, { method: 'GET', url: `/api/v1${url}` });
  if (response.statusCode !== 200) throw new Error(`${url}: ${response.statusCode} ${response.body}`);
  return response.json<T>();
}
