import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import { groupLookups } from '../../db/statement-groups.js';
import type { UserRow } from '../members/members.queries.js';
import { users } from '../members/members.schema.js';
import { memberTwoFactor } from '../two-factor/two-factor.schema.js';

const memberUsersQuery = definePreparedQuery('find_member_users', (db, name) => {
  const twoFactor = db
    .select({ userId: memberTwoFactor.userId })
    .from(memberTwoFactor)
    .where(and(eq(memberTwoFactor.userId, users.id), isNotNull(memberTwoFactor.enabledAt)));
  return db
    .select({ user: users, twoFactorEnabled: sql<boolean>`exists (${twoFactor})` })
    .from(users)
    .where(sql`${users.id} = any(${sql.placeholder('userIds')}::uuid[])`)
    .prepare(name);
});

type MemberUserRow = { user: UserRow; twoFactorEnabled: boolean };

// Every visit reads the profile: the reads of requests arriving together are one statement (decision 078).
const lookUpMemberUser = groupLookups(
  (db: Executor, userIds: string[]): Promise<MemberUserRow[]> => memberUsersQuery(db).execute({ userIds }),
  (row) => row.user.id,
);

/** The member's row and whether two-factor is on, in one round trip (GET /auth/profile on every visit). */
export function findMemberUser(db: Executor, userId: string): Promise<MemberUserRow | undefined> {
  return lookUpMemberUser(db, userId);
}
