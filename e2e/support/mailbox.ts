import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { ReceivedEmail } from './mail-sink.js';

function readMailbox(): ReceivedEmail[] {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir || !existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((name) => name.endsWith('.json') && !name.startsWith('.'))
    .sort()
    .map((name) => JSON.parse(readFileSync(path.join(dir, name), 'utf8')) as ReceivedEmail);
}

/** Waits for the newest email to `to` whose text matches `pattern`, and answers the first capture group. */
export async function waitForEmailMatch(to: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const match = readMailbox()
      .reverse()
      .filter((email) => email.to.includes(to.toLowerCase()))
      .map((email) => pattern.exec(email.text)?.[1])
      .find((value) => value !== undefined);
    if (match) return match;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No email to ${to} matching ${String(pattern)} within ${timeoutMs} ms`);
}
