import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import type { UserRow } from '../members/members.queries.js';
import { users } from '../members/members.schema.js';
import { memberTwoFactor } from '../two-factor/two-factor.schema.js';

const memberUserQuery = definePreparedQuery('find_member_user', (db, name) => {
  const twoFactor = db
    .select({ userId: memberTwoFactor.userId })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.userId, users.id), isNotNull(memberTwoFactor.enabledAt)));
  return db
    .select({ user: users, twoFactorEnabled: sql<boolean>`exists (${twoFactor})` })
    .from(users)
    .where(eq(users.id, sql.placeholder('userId')))
    .prepare(name);
});

/** The member's row and whether two-factor is on, in one round trip (GET /auth/profile on every visit). */
export async function findMemberUser(
  db: Executor,
  userId: string,
): Promise<{ user: UserRow; twoFactorEnabled: boolean } | undefined> {
  const [row] = await memberUserQuery(db).execute({ userId });
  return row;
}
