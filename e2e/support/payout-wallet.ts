import { randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import pg from 'pg';

function testDatabaseUrl(): string {
  const file = path.join(process.env.E2E_DATA_DIR ?? '', 'runtime.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { databaseUrl: string }).databaseUrl;
}

/**
 * Gives a member a payout address (an external wallet row) in the server's own database, and answers the
 * member's id and the address. The custodial wallet screens (create, import) arrive separately; the exchange
 * only needs somewhere to pay.
 */
export async function addPayoutWallet(email: string): Promise<{ userId: string; address: string }> {
  const address = `0x${randomBytes(20).toString('hex')}`;
  const client = new pg.Client({ connectionString: testDatabaseUrl() });
  await client.connect();
  try {
    const { rows } = await client.query<{ id: string }>('SELECT id FROM users WHERE email = $1', [email]);
    const userId = rows[0]?.id;
    if (!userId) throw new Error(`no member ${email}`);
    await client.query(
      "INSERT INTO wallets (user_id, address, kind, is_payout) VALUES ($1, $2, 'EXTERNAL', true)",
      [userId, address],
    );
    return { userId, address };
  } finally {
    await client.end();
  }
}
