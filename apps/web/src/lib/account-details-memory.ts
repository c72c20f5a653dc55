// Browser storage holds the session token and what the page needs before its first answer (id, tier, roles, the
// chosen display name and picture), never the e-mail address or the person's legal name (ASVS V14.3.3,
// docs/security/data-classification.md). Those are kept here, for this page only, and read again from the
// server after a reload (restore-account-details.ts).

/** Which session a user belongs to (the same two realms as auth-storage.ts). */
type AuthRealm = 'member' | 'admin';

const PERSONAL_FIELDS = {
  member: { email: null, firstName: null, lastName: null },
  admin: { email: '', name: '' },
} as const satisfies Record<AuthRealm, Record<string, string | null>>;

type Details = Record<string, unknown>;

const kept: Record<AuthRealm, { id: unknown; details: Details } | null> = { member: null, admin: null };
let version = 0;

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

/** Whether a user object still carries any personal field (a copy stored before this rule). */
export function carriesAccountDetails(realm: AuthRealm, user: unknown): boolean {
  if (!isRecord(user)) return false;
  return Object.entries(PERSONAL_FIELDS[realm]).some(([name, blank]) => name in user && user[name] !== blank);
}

/** Keeps the personal fields of `user` (the server's answer) in memory and gives the copy that may be stored. */
export function keepAccountDetailsInMemory(realm: AuthRealm, user: unknown): unknown {
  if (!isRecord(user)) return user;
  const blanks = PERSONAL_FIELDS[realm];
  kept[realm] = {
    id: user.id,
    details: Object.fromEntries(Object.keys(blanks).map((name) => [name, user[name]])),
  };
  version += 1;
  return { ...user, ...blanks };
}

/** The stored user with the personal fields this page holds for it, when it holds them. */
export function withAccountDetails<User extends { id: string }>(realm: AuthRealm, stored: User): User {
  const held = kept[realm];
  return held && held.id === stored.id ? { ...stored, ...held.details } : stored;
}

/** Whether this page still has to read the personal fields of the stored user from the server. */
export function lacksAccountDetails(realm: AuthRealm, stored: { id: string } | null): boolean {
  if (!stored || carriesAccountDetails(realm, stored)) return false;
  return kept[realm]?.id !== stored.id;
}

/** Forgets what this page held for a realm (sign-out). */
export function forgetAccountDetails(realm: AuthRealm): void {
  if (kept[realm] === null) return;
  kept[realm] = null;
  version += 1;
}

/** Changes whenever the held details do, so a cached session is read again. */
export function readAccountDetailsVersion(): number {
  return version;
}
