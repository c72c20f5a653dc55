import { parseArgs } from 'node:util';
import { AdminRoleSchema, MIN_PASSWORD_LENGTH, type AdminRole } from '@streamit/contract';
import { ConfigError, loadConfig, type Config } from '../config.js';
import { applyMigrations, openDatabase } from '../db/database.js';
import { readRuntimeDatabaseUrl } from '../embedded/runtime-file.js';
import { AppError } from '../http/app-error.js';
import { createPasswordAdmin } from '../modules/admin-auth/admin-bootstrap.js';
import { promptHidden } from './prompt-password.js';

const USAGE = `Usage: npm run admin:create -- --email <email> [--name <name>] [--role <role>]

Creates an admin account (SUPER_ADMIN unless --role says otherwise) in the database of the running
server (or DATABASE_URL). The password is asked for on the terminal, or read from ADMIN_PASSWORD.
The new admin adds an authenticator app at their first login.`;

/** A failure to report in one line, without a stack trace. */
class UsageError extends Error {}

interface Options {
  email: string;
  name: string;
  role: AdminRole;
}

function readOptions(): Options {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      name: { type: 'string', default: 'Super Admin' },
      role: { type: 'string', default: 'SUPER_ADMIN' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help || !values.email) throw new UsageError(USAGE);
  const role = AdminRoleSchema.safeParse(values.role);
  if (!role.success) throw new UsageError(`--role must be one of ${AdminRoleSchema.options.join(', ')}`);
  return { email: values.email, name: values.name, role: role.data };
}

async function readPassword(config: Config): Promise<string> {
  if (config.ADMIN_PASSWORD) return config.ADMIN_PASSWORD;
  if (!process.stdin.isTTY) throw new UsageError('No terminal to ask on: set ADMIN_PASSWORD instead.');
  const password = await promptHidden('Password: ');
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw new UsageError(`The password must be at least ${MIN_PASSWORD_LENGTH} characters long.`);
  }
  if ((await promptHidden('Repeat the password: ')) !== password)
    throw new UsageError('Passwords do not match.');
  return password;
}

function databaseUrlOf(config: Config): string {
  const url = config.DATABASE_URL ?? readRuntimeDatabaseUrl(config.DATA_DIR);
  if (!url) {
    throw new UsageError(`No database: start the server first (npm start), or set DATABASE_URL.`);
  }
  return url;
}

/** `npm run admin:create`: makes the first (or a break-glass) admin from the command line. */
async function createAdminFromCommandLine(): Promise<void> {
  const options = readOptions();
  const config = loadConfig();
  const databaseUrl = databaseUrlOf(config);
  const password = await readPassword(config);
  const database = openDatabase(databaseUrl, 2);
  try {
    await applyMigrations(database);
    const admin = await createPasswordAdmin(database.db, { ...options, password });
    process.stdout.write(
      `Created ${admin.role} ${admin.email}. Sign in at ${config.adminUrl}/admin/login; ` +
        'an authenticator app is set up at the first login.\n',
    );
  } finally {
    await database.pool.end();
  }
}

try {
  await createAdminFromCommandLine();
} catch (error) {
  const known = error instanceof UsageError || error instanceof AppError || error instanceof ConfigError;
  process.stderr.write(`${known ? error.message : String(error)}\n`);
  process.exit(1);
}
