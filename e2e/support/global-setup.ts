import { rmSync } from 'node:fs';
import { startMailSink } from './mail-sink.js';

/** Starts the SMTP sink the product's emails go to for the whole run; returns its teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!port || !mailDir)
    throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set by playwright.config.ts');
  const stop = await startMailSink(port, mailDir);
  return async () => {
    await stop();
    rmSync(mailDir, { recursive: true, force: true });
  };
}
