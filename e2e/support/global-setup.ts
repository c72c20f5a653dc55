import { rmSync } from 'node:fs';
import { startOAuthTestServer } from '../../apps/server/test/oauth-test-server.js';
import { startXApiTestServer } from '../../apps/server/test/x-api-test-server.js';
import { startMailSink } from './mail-sink.js';
import { X_ACCOUNT, X_MEMBER } from './x-accounts.js';

/** Starts the local X API and OAuth servers the social tasks and the X sign-in use; returns their teardown. */
async function startXServers(): Promise<() => Promise<void>> {
  const xPort = Number(process.env.E2E_X_API_PORT);
  const oauthPort = Number(process.env.E2E_OAUTH_PORT);
  if (!xPort || !oauthPort)
    throw new Error('E2E_X_API_PORT and E2E_OAUTH_PORT must be set by playwright.config.ts');
  const x = await startXApiTestServer(xPort);
  x.addUser(X_ACCOUNT);
  x.follow(X_MEMBER.id, X_ACCOUNT.id);
  const oauth = await startOAuthTestServer(oauthPort);
  oauth.useTwitterUser(X_MEMBER);
  return async () => {
    await Promise.all([x.stop(), oauth.stop()]);
  };
}

/** Starts the SMTP sink the product's emails go to and the local X servers for the whole run; returns the teardown. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const port = Number(process.env.E2E_SMTP_PORT);
  const mailDir = process.env.E2E_MAIL_DIR;
  if (!port || !mailDir)
    throw new Error('E2E_SMTP_PORT and E2E_MAIL_DIR must be set by playwright.config.ts');
  const stop = await startMailSink(port, mailDir);
  const stopX = await startXServers();
  return async () => {
    await Promise.all([stop(), stopX()]);
    rmSync(mailDir, { recursive: true, force: true });
  };
}
