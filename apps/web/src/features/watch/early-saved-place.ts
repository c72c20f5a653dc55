import { API_BASE_PATH } from '@streamit/contract/constants';
import { readAuthToken } from '../../lib/auth-storage';
import type { SavedPosition } from './resume-decision';

// A member's saved place in the video of the watch page being loaded, asked for by the warm-up chunk while the page
// loads rather than by the app once its code has run (issue 25, decision 086): the page's stream starts from there
// sooner, and the watch route's prefetch takes this answer instead of asking a second time.

const WATCH_PATH = /^\/activities\/([^/]+)\/?$/;
// The progress endpoint takes an activity's id only: a slug's page asks through the app as before.
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
// An answer older than this is not handed to the app (the place moves with every heartbeat); counted from its arrival,
// since on a busy machine the app may take seconds to boot after it.
const EARLY_ANSWER_KEPT_MS = 10_000;

interface EarlyRead {
  activityId: string;
  /** When the answer arrived; null while it is on its way. */
  arrivedAt: number | null;
  /** The answer's body; null when it was not a 200 (the app then asks itself and handles, say, a 401). */
  body: Promise<unknown>;
}

let early: EarlyRead | null = null;

function readPosition(body: unknown): SavedPosition | null {
  if (typeof body !== 'object' || body === null) return null;
  const { positionSeconds, durationSeconds } = body as Record<string, unknown>;
  if (typeof positionSeconds !== 'number') return null;
  return { positionSeconds, durationSeconds: typeof durationSeconds === 'number' ? durationSeconds : null };
}

/**
 * Starts reading the signed-in member's saved place for the watch page at `pathname`; resolves with it (null when it
 * could not be read). Null at once for a guest, another page, or a page named by slug.
 */
export function readSavedPlaceEarly(pathname: string): Promise<SavedPosition | null> | null {
  const activityId = WATCH_PATH.exec(pathname)?.[1];
  const token = readAuthToken('member');
  if (!token || !activityId || !UUID.test(activityId)) return null;
  const body = fetch(`${API_BASE_PATH}/activities/${activityId}/progress`, {
    headers: { Accept: 'application/json', Authorization: `Bearer ${token}` },
    cache: 'no-store',
  })
    .then((response) => (response.ok ? (response.json() as Promise<unknown>) : null))
    .catch(() => null)
    .finally(() => {
      read.arrivedAt = Date.now();
    });
  const read: EarlyRead = { activityId, arrivedAt: null, body };
  early = read;
  return body.then(readPosition);
}

/** The early answer's body for `activityId`, handed over once while it is fresh; else null (the caller asks). */
export function takeEarlySavedPlace(activityId: string): Promise<unknown> | null {
  const found = early;
  if (found?.activityId !== activityId) return null;
  early = null;
  const fresh = found.arrivedAt === null || Date.now() - found.arrivedAt <= EARLY_ANSWER_KEPT_MS;
  return fresh ? found.body : null;
}
