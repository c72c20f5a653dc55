/** Keys a deployed server (production on a real database) must be given, with values `loadConfig` accepts. */
const DEPLOYED_ENV = {
  NODE_ENV: 'production',
  DATABASE_URL: 'postgres://db.example/streamit?sslmode=verify-full',
  WALLET_MASTER_KEY: Buffer.alloc(32, 7).toString('base64'),
  COLUMN_ENCRYPTION_KEY: Buffer.alloc(32, 9).toString('base64'),
  ANTIVIRUS_CLAMD_URL: 'off',
  ADMIN_ORIGIN: 'https://admin.example.org',
} as const;

type DeployedKey = keyof typeof DEPLOYED_ENV;

/** A deployed server's environment without the keys a test is about; `loadConfig` accepts it whole. */
export function deployedEnvWithout(...left: DeployedKey[]): Record<string, string> {
  return Object.fromEntries(
    Object.entries(DEPLOYED_ENV).filter(([key]) => !left.includes(key as DeployedKey)),
  );
}
