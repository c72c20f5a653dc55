import { once } from 'node:events';
import { setTimeout as sleep } from 'node:timers/promises';

/** @typedef {import('node:child_process').ChildProcess} ChildProcess */

/** @param {ChildProcess} child */
export function hasExited(child) {
  return child.exitCode !== null || child.signalCode !== null;
}

/**
 * Asks a child to exit, waits up to `timeoutMs`, then kills it. Resolves once it is gone, with
 * whether it had to be killed (its own clean-up did not run).
 * @param {ChildProcess} child
 * @param {() => void} requestExit
 * @param {number} timeoutMs
 */
export async function stopChild(child, requestExit, timeoutMs) {
  if (hasExited(child)) return false;
  const exited = once(child, 'exit');
  requestExit();
  // Unreferenced: once the child is gone this timer must not keep the bench alive.
  const timedOut = await Promise.race([exited.then(() => false), sleep(timeoutMs, true, { ref: false })]);
  if (!timedOut) return false;
  console.error(`Child process ${child.pid} did not exit within ${timeoutMs / 1000} s; killing it.`);
  child.kill('SIGKILL');
  await exited;
  return true;
}
