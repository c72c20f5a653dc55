import { fork } from 'node:child_process';
import { once } from 'node:events';
import { stopChild } from './child-exit.mjs';

const STATIC_APP = new URL('./static-file-app.mjs', import.meta.url);
const START_TIMEOUT_MS = 15_000;
const EXIT_TIMEOUT_MS = 5_000;

/**
 * Starts the plain static file server (static-file-app.mjs) in its own process, serving `rootDir`.
 * @param {string} rootDir
 * @returns {Promise<{ baseUrl: string, close: () => Promise<void> }>}
 */
export async function startStaticFileServer(rootDir) {
  const child = fork(STATIC_APP, [], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  const close = async () => {
    await stopChild(child, () => child.connected && child.disconnect(), EXIT_TIMEOUT_MS);
  };
  child.send({ rootDir });
  try {
    const [message] = await once(child, 'message', { signal: AbortSignal.timeout(START_TIMEOUT_MS) });
    return { baseUrl: `http://127.0.0.1:${/** @type {{ port: number }} */ (message).port}`, close };
  } catch (error) {
    await close();
    throw new Error('The static file server did not start.', { cause: error });
  }
}
