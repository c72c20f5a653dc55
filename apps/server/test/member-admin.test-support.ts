import { randomBytes } from 'node:crypto';
import type { TestContext } from './test-app.js';
import { GOOD_PASSWORD } from './member-auth.test-support.js';
import { hashPassword } from '../src/lib/security/password.js';
import { insertUser, type NewUser } from '../src/modules/members/members.repository.js';
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
