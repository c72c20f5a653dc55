import { setTimeout as sleep } from 'node:timers/promises';
import pg from 'pg';

/** Transcode job states that still have ffmpeg work ahead of them (TRANSCODE_STATES less READY and FAILED). */
const UNSETTLED_STATES = ['QUEUED', 'PROBING', 'TRANSCODING'];

/** @param {pg.Client} client */
async function countTranscodeJobs(client) {
  const { rows } = await client.query(
    'SELECT count(*)::int AS total, count(*) FILTER (WHERE state::text = ANY($1))::int AS unsettled FROM transcode_jobs',
    [UNSETTLED_STATES],
  );
  return /** @type {{ total: number, unsettled: number }} */ (rows[0]);
}

/**
 * Waits until every transcode job of the demo seed has finished (ready or failed), then resolves the first
 * published video. Until then ffmpeg shares the two cores with whatever the bench measures.
 * @param {string} baseUrl
 * @param {string} databaseUrl
 * @param {number} timeoutSeconds
 * @returns {Promise<{ id: string }>}
 */
export async function waitForDemoVideo(baseUrl, databaseUrl, timeoutSeconds) {
  const deadline = Date.now() + timeoutSeconds * 1000;
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { total, unsettled } = await countTranscodeJobs(client);
      if (total > 0 && unsettled === 0) break;
      if (Date.now() > deadline)
        throw new Error(`${unsettled} demo clips were still transcoding after ${timeoutSeconds} s.`);
      await sleep(2_000);
    }
  } finally {
    await client.end();
  }
  const response = await fetch(`${baseUrl}/api/v1/activities?type=VIDEO&limit=1`);
  const { items } = /** @type {{ items: { id: string }[] }} */ (await response.json());
  const [video] = items;
  if (!video) throw new Error('No demo video was published.');
  return video;
}
