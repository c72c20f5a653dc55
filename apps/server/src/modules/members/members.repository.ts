import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/database.js';
import { isUniqueViolation } from '../../db/postgres-errors.js';
import { definePreparedQuery } from '../../db/prepared-query.js';
import { emailCodes, users } from './members.schema.js';

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;
export type OAuthProvider = 'google' | 'twitter';

/** The member with this (normalised) email, if any. */
export async function findUserByEmail(db: Executor, email: string): Promise<UserRow | undefined> {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row;
}

/** The member with this id, if any. */
export async function findUserById(db: Executor, id: string): Promise<UserRow | undefined> {
  const [row] = await userByIdQuery(db).execute({ id });
  return row;
}

// Read by most member routes: prepared once per executor.
const userByIdQuery = definePreparedQuery('find_user_by_id', (db, name) =>
  db
    .select()
    .from(users)
    .where(eq(users.id, sql.placeholder('id')))
    .prepare(name),
);

/** The member linked to a provider subject, if any. */
export async function findUserByProvider(
  db: Executor,
  provider: OAuthProvider,
  subject: string,
): Promise<UserRow | undefined> {
  const column = provider === 'google' ? users.googleId : users.twitterId;
  const [row] = await db.select().from(users).where(eq(column, subject));
  return row;
}

/**
 * Puts a provider id on a member whose slot for it is empty (or already holds it), in one statement:
 * the member's row, undefined when the slot holds another id, 'taken' when another member owns this one.
 */
export async function attachProviderId(
  db: Executor,
  id: string,
  provider: OAuthProvider,
  subject: string,
): Promise<UserRow | 'taken' | undefined> {
  const column = provider === 'google' ? users.googleId : users.twitterId;
  const patch = provider === 'google' ? { googleId: subject } : { twitterId: subject };
  try {
    const [row] = await db
      .update(users)
      .set({ ...patch, updatedAt: new Date() })
      .where(and(eq(users.id, id), or(isNull(column), eq(column, subject))))
      .returning();
    return row;
  } catch (error) {
    // The unique index on the provider id is the last word when two members link one identity at once.
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}

/** Inserts a member; undefined when the email or provider id is already taken. */
export async function insertUser(db: Executor, values: NewUser): Promise<UserRow | undefined> {
  const [row] = await db.insert(users).values(values).onConflictDoNothing().returning();
  return row;
}

/** Changes a member's columns and stamps `updatedAt`. */
export async function updateUser(
  db: Executor,
  id: string,
  patch: Partial<NewUser>,
): Promise<UserRow | undefined> {
  const [row] = await db
    .update(users)
    .set({ ...patch, updatedAt: new Date() })
    .where(eq(users.id, id))
    .returning();
  return row;
}

/** Stores a new code for a purpose, retiring the member's earlier unused ones. */
export async function replaceEmailCode(
  db: Executor,
  values: { userId: string; purpose: string; codeHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(
      and(
        eq(emailCodes.userId, values.userId),
        eq(emailCodes.purpose, values.purpose),
        isNull(emailCodes.consumedAt),
      ),
    );
  await db.insert(emailCodes).values(values);
}

/**
 * Spends one guess on the member's live codes for a purpose before anything is compared: one statement,
 * so however many guesses arrive at once, only `maxAttempts` of them get a code back to compare with.
 */
export async function burnEmailCodeAttempt(
  db: Executor,
  userId: string,
  purpose: string,
  maxAttempts: number,
) {
  return db
    .update(emailCodes)
    .set({ attempts: sql`${emailCodes.attempts} + 1` })
    .where(
      and(
        eq(emailCodes.userId, userId),
        eq(emailCodes.purpose, purpose),
        isNull(emailCodes.consumedAt),
        sql`${emailCodes.expiresAt} > now()`,
        lt(emailCodes.attempts, maxAttempts),
      ),
    )
    .returning();
}

/** Marks a code used; false when another request used it first. */
export async function consumeEmailCode(db: Executor, id: string): Promise<boolean> {
  const rows = await db
    .update(emailCodes)
    .set({ consumedAt: new Date() })
    .where(and(eq(emailCodes.id, id), isNull(emailCodes.consumedAt)))
    .returning({ id: emailCodes.id });
  return rows.length === 1;
}

/** Deletes email codes past their expiry (used or not); the hourly member-auth clean-up calls it. */
export async function deleteExpiredEmailCodes(db: Executor, now: Date): Promise<void> {
  await db.delete(emailCodes).where(lt(emailCodes.expiresAt, now));
}

/** Marks the member's address verified unless it already was; the row when this call did it. */
export async function markEmailVerified(db: Executor, email: string) {
  const [row] = await db
    .update(users)
    .set({ emailVerifiedAt: new Date() })
    .where(and(eq(users.email, email), isNull(users.emailVerifiedAt)))
    .returning({ id: users.id, email: users.email, emailVerifiedAt: users.emailVerifiedAt });
  return row;
}

/** Whether a member with this address exists (to tell "not found" from "already verified"). */
export async function memberExists(db: Executor, email: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined;
}

/** Records the member's interface language (their e-mails follow it); a no-op when it has not changed. */
export async function rememberPreferredLanguage(db: Executor, id: string, language: string): Promise<void> {
  await db
    .update(users)
    .set({ preferredLanguage: language })
    .where(and(eq(users.id, id), sql`${users.preferredLanguage} <> ${language}`));
}
