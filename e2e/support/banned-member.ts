import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import pg from 'pg';
import { logInMember, registerVerifiedMember } from './new-member.js';
import type { MemberSession } from './sessions.js';

/** The test server's database URL, published by the running server in DATA_DIR/runtime.json. */
function testDatabaseUrl(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'runtime.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string }).databaseUrl;
}

/**
 * A member whose creator status is BANNED: registered and verified through the real API. No endpoint
 * bans creators yet, so the status is set the way staff tooling will, in the server's own database.
 */
export async function signInBannedMember(request: APIRequestContext): Promise<MemberSession> {
  const member = await registerVerifiedMember(request, 'banned', { firstName: 'Noor', lastName: 'Haddad' });
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    await client.query("UPDATE users SET creator_status = 'BANNED' WHERE email = $1", [member.email]);
  } finally {
    await client.end();
  }
  return logInMember(request, member);
}
