import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { TestContext } from './test-app.js';
import { GOOD_PASSWORD } from './member-auth.test-support.js';
import { hashPassword } from '../src/lib/security/password.js';
import { insertUser, type NewUser } from '../src/modules/members/members.repository.js';
import { adminAuditLog } from '../src/modules/audit/audit.schema.js';
import { createSession } from '../src/modules/sessions/sessions.service.js';

let counter = 0;
let passwordHash: string | undefined;

/** A member who signs in with GOOD_PASSWORD, and a live session of theirs. */
export async function createPasswordMember(context: TestContext, values: Partial<NewUser> = {}) {
  counter += 1;
  passwordHash ??= await hashPassword(GOOD_PASSWORD);
  const user = await insertUser(context.deps.db, {
    email: `m${counter}-${randomBytes(3).toString('hex')}@members.test`,
    emailVerifiedAt: new Date(),
    passwordHash,
    displayName: `Member${counter}`,
    ...values,
  });
  if (!user) throw new Error('member insert failed');
  const client = {
    ip: `198.51.100.${counter % 250}`,
    userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/140.0',
  };
  const { token } = await createSession(context.deps, context.app.log, user.id, client, 'password');
  return { ...user, token };
}

/** The audit rows about one member, oldest first: action, acting staff member and details. */
export async function auditOfMember(context: TestContext, userId: string) {
  const rows = await context.deps.db
    .select()
    .from(adminAuditLog)
    .where(eq(adminAuditLog.targetId, userId))
    .orderBy(adminAuditLog.id);
  return rows.map((row) => ({ action: row.action, actor: row.actorAdminId, details: row.details }));
}
