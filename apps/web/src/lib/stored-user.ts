import {
  ADMIN_ROLES,
  AUTH_PROVIDERS,
  CREATOR_STATUSES,
  TIERS,
  type AdminUser,
  type MemberUser,
} from '@streamit/contract';

// The stored users are read on every page before the first render, so they are checked by hand rather than with
// the contract's zod schemas. `satisfies` ties each table to the contract's type: a field added to MemberUser or
// AdminUser fails the build until it is checked here too.
type Check = (value: unknown) => boolean;

const isString: Check = (value) => typeof value === 'string';
const isNullableString: Check = (value) => value === null || typeof value === 'string';
const isBoolean: Check = (value) => typeof value === 'boolean';
const isInteger: Check = (value) => Number.isInteger(value);
const isOneOf =
  (options: readonly string[]): Check =>
  (value) =>
    options.some((option) => option === value);
const isListOf =
  (check: Check): Check =>
  (value) =>
    Array.isArray(value) && value.every(check);

const MEMBER_USER_FIELDS = {
  id: isString,
  email: isNullableString,
  emailVerified: isBoolean,
  firstName: isNullableString,
  lastName: isNullableString,
  displayName: isNullableString,
  avatarUrl: isNullableString,
  tier: isOneOf(TIERS),
  totalPoints: isInteger,
  isContentCreator: isBoolean,
  creatorStatus: isOneOf(CREATOR_STATUSES),
  hasPassword: isBoolean,
  twoFactorEnabled: isBoolean,
  providers: isListOf(isOneOf(AUTH_PROVIDERS)),
  createdAt: isString,
} satisfies Record<keyof MemberUser, Check>;

const ADMIN_USER_FIELDS = {
  id: isString,
  name: isString,
  email: isString,
  role: isOneOf(ADMIN_ROLES),
  canModerateContent: isBoolean,
  canManageUsers: isBoolean,
  canManagePoints: isBoolean,
  canViewAnalytics: isBoolean,
  canManageCreators: isBoolean,
} satisfies Record<keyof AdminUser, Check>;

// Keeps only the known fields, like a schema parse would, or gives null when one of them is off.
function readFields(value: unknown, fields: Readonly<Record<string, Check>>): Record<string, unknown> | null {
  if (typeof value !== 'object' || value === null) return null;
  const record = value as Record<string, unknown>;
  const picked: Record<string, unknown> = {};
  for (const [name, check] of Object.entries(fields)) {
    if (!check(record[name])) return null;
    picked[name] = record[name];
  }
  return picked;
}

/** The stored member in the contract's MemberUser shape, or null. */
export function readStoredMemberUser(value: unknown): MemberUser | null {
  return readFields(value, MEMBER_USER_FIELDS) as MemberUser | null;
}

/** The stored staff member in the contract's AdminUser shape, or null. */
export function readStoredAdminUser(value: unknown): AdminUser | null {
  return readFields(value, ADMIN_USER_FIELDS) as AdminUser | null;
}
