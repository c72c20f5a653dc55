import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { signInNewAdmin, type AdminSession } from './sessions.js';

// Helpers of the earning-loop spec (issue 25, decision 047): what the server decided in its answers, the
// pause between completions set through the staff API, and a sliding puzzle solved from the round's tiles.

export interface Award {
  activityId: string;
  points: number;
  balance: number;
  streakBonus: { points: number } | null;
}
export interface Pending {
  id: string;
  activityId: string;
  title: string;
  status: string;
  dueAt: string;
  points: number;
  createdAt: string;
}
export type Earning =
  | { status: 'PAID'; award: Award }
  | { status: 'PENDING'; pending: Pending }
  | { status: 'REFUSED'; reason: string; message: string };

/** An answer that carried an earning decision: which activity, from which watch session (heartbeats). */
export interface Decision {
  activityId: string;
  sessionToken: string | null;
  earning: Earning;
}

export interface Video {
  id: string;
  title: string;
  durationSeconds: number | null;
  category?: { id: string } | null;
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
const CONFIG = '/api/v1/admin/points-config/global';

/**
 * Every earning decision the server answered to the page: heartbeats (the last one of a page too) and game
 * rounds. Answers with `earning: null` (below the threshold, a rewatch) are left out.
 */
export function recordDecisions(page: Page): Decision[] {
  const seen: Decision[] = [];
  page.on('response', (response) => {
    const request = response.request();
    const match = /\/activities\/([^/]+)\/(interact|game\/rounds\/[^/]+\/submit)$/.exec(
      new URL(request.url()).pathname,
    );
    if (request.method() !== 'POST' || !match) return;
    void response
      .json()
      .then((answer: { earning?: Earning | null }) => {
        if (!answer.earning) return;
        const body = request.postDataJSON() as { sessionToken?: string } | null;
        seen.push({
          activityId: match[1] ?? '',
          sessionToken: body?.sessionToken ?? null,
          earning: answer.earning,
        });
      })
      .catch(() => undefined);
  });
  return seen;
}

/** The first decision the server answered for an activity (waits for it). */
export async function decisionFor(seen: Decision[], activityId: string, timeout = 60_000): Promise<Decision> {
  await expect
    .poll(() => seen.some((decision) => decision.activityId === activityId), { timeout })
    .toBe(true);
  const decision = seen.find((item) => item.activityId === activityId);
  if (!decision) throw new Error('no decision');
  return decision;
}

export function expectPaid(decision: Decision): Award {
  if (decision.earning.status !== 'PAID') throw new Error(`not paid: ${JSON.stringify(decision.earning)}`);
  return decision.earning.award;
}

export function expectPending(decision: Decision): Pending {
  if (decision.earning.status !== 'PENDING')
    throw new Error(
      `expected an award kept for the pause, got ${JSON.stringify(decision.earning)}: ` +
        `raise COOLDOWN_SECONDS if the machine is slower than the pause`,
    );
  return decision.earning.pending;
}

/** The member's balance as GET /points/balance answers it. */
export async function readBalance(request: APIRequestContext, token: string): Promise<number> {
  const response = await request.get('/api/v1/points/balance', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  return ((await response.json()) as { balance: number }).balance;
}

/** Sets one global rule through the staff API, retrying when another editor bumped the version meanwhile. */
async function putGlobal(request: APIRequestContext, staff: AdminSession, cooldownSeconds: number) {
  for (let attempt = 0; attempt < 5; attempt++) {
    const current = await request.get(CONFIG, { headers: bearer(staff.access_token) });
    expect(current.status(), await current.text()).toBe(200);
    const { updatedAt: _updatedAt, ...values } = (await current.json()) as Record<string, unknown>;
    if (values.cooldownSeconds === cooldownSeconds) return;
    const saved = await request.put(CONFIG, {
      headers: bearer(staff.access_token),
      data: { ...values, cooldownSeconds },
    });
    if (saved.status() === 200) return;
    expect(saved.status(), await saved.text()).toBe(409);
  }
  throw new Error('the global rules kept changing under the test');
}

/** Runs `body` with the pause between completions at `seconds`, and puts the configured value back after. */
export async function withCooldown(request: APIRequestContext, seconds: number, body: () => Promise<void>) {
  const staff = await signInNewAdmin(request, 'ADMIN');
  const read = await request.get(CONFIG, { headers: bearer(staff.access_token) });
  const before = ((await read.json()) as { cooldownSeconds: number }).cooldownSeconds;
  await putGlobal(request, staff, seconds);
  try {
    await body();
  } finally {
    await putGlobal(request, staff, before);
  }
}

/** "m:ss" on the page's countdown, in seconds (Latin or Arabic-Indic digits). */
export function clockSeconds(text: string): number {
  const latin = text.replace(/[٠-٩]/g, (digit) => String(digit.charCodeAt(0) - 0x0660));
  const match = /(\d+):(\d\d)/.exec(latin);
  if (!match) throw new Error(`no m:ss in "${text}"`);
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The server's rule: credited seconds a member must watch of `video` before it completes. */
export async function secondsToWatch(
  request: APIRequestContext,
  token: string,
  video: Video,
): Promise<number> {
  const response = await request.get('/api/v1/users/me/stats/watch-to-earn', { headers: bearer(token) });
  expect(response.status(), await response.text()).toBe(200);
  const { rules } = (await response.json()) as { rules: { videoWatchPercent: number } };
  return Math.ceil(((video.durationSeconds ?? 0) * rules.videoWatchPercent) / 100);
}

/**
 * A short clip listed now whose Up next is sure to be a short clip (clips of 8 s), or null while the server has
 * not published such a pair yet (the demo clips are transcoded one by one after it starts). Up next is the same
 * category first, ordered by trending: other specs watching at the same time reorder it, so every clip of the
 * start's category must be short, not just the first one.
 */
export async function findUpNextStart(request: APIRequestContext): Promise<Video | null> {
  const listing = await request.get('/api/v1/activities?type=VIDEO&sort=newest&limit=50');
  const { items } = (await listing.json()) as { items: Video[] };
  for (const video of items.filter((item) => isShortClip(item) && item.category)) {
    const related = await request.get(`/api/v1/activities/${video.id}/related?limit=24`);
    const sameCategory = ((await related.json()) as { items: Video[] }).items.filter(
      (item) => item.category?.id === video.category?.id,
    );
    if (sameCategory.length > 0 && sameCategory.every(isShortClip)) return video;
  }
  return null;
}

function isShortClip(video: Video): boolean {
  const seconds = video.durationSeconds ?? 0;
  return seconds > 0 && seconds < 20;
}

/** Shortest sequence of tiles to slide (breadth-first search; a 3 × 3 board has 181,440 positions). */
export function solvePuzzle(start: number[], size: number): number[] {
  const goal = [...Array.from({ length: size * size - 1 }, (_, index) => index + 1), 0].join(',');
  const previous = new Map<string, [string, number] | null>([[start.join(','), null]]);
  let frontier = [start];
  while (frontier.length > 0 && !previous.has(goal)) {
    const next: number[][] = [];
    for (const tiles of frontier) {
      const gap = tiles.indexOf(0);
      const neighbours = [
        gap - size,
        gap + size,
        gap % size > 0 ? gap - 1 : -1,
        gap % size < size - 1 ? gap + 1 : -1,
      ];
      for (const position of neighbours.filter((p) => p >= 0 && p < tiles.length)) {
        const moved = [...tiles];
        const tile = moved[position] ?? 0;
        moved[gap] = tile;
        moved[position] = 0;
        const key = moved.join(',');
        if (previous.has(key)) continue;
        previous.set(key, [tiles.join(','), tile]);
        next.push(moved);
      }
    }
    frontier = next;
  }
  const path: number[] = [];
  for (let step = previous.get(goal); step; step = previous.get(step[0])) path.unshift(step[1]);
  return path;
}

/** The arrow key that slides `tile` into the gap (the board is left to right in every language). */
export function keyFor(tiles: number[], size: number, tile: number): string {
  const offset = tiles.indexOf(tile) - tiles.indexOf(0);
  if (offset === size) return 'ArrowUp';
  if (offset === -size) return 'ArrowDown';
  return offset === 1 ? 'ArrowLeft' : 'ArrowRight';
}
