import type { AuditLogEntry, AuditPerson } from '@streamit/contract';
import type { Executor } from '../../db/database.js';
import { findAdminsByIds, findMembersByIds, type AuditPersonRow } from './audit.repository.js';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const MEMBER_TARGETS = new Set(['user', 'member']);

/** The row fields the viewer's names and reason are read from. */
export type AuditRowBasis = Pick<AuditLogEntry, 'targetType' | 'targetId' | 'details'>;

type PersonRef = { kind: 'member' | 'admin'; id: string };

function textOf(value: unknown): string | null {
  return typeof value === 'string' && value.trim() !== '' ? value : null;
}

/** Who a row is about: the target itself when it is a person, else the member its details name. */
export function personOf(row: AuditRowBasis): PersonRef | null {
  const target = row.targetId ?? '';
  if (row.targetType === 'admin_user' && UUID.test(target)) return { kind: 'admin', id: target };
  if (row.targetType && MEMBER_TARGETS.has(row.targetType) && UUID.test(target)) {
    return { kind: 'member', id: target };
  }
  const userId = textOf(row.details.userId);
  return userId && UUID.test(userId) ? { kind: 'member', id: userId } : null;
}

/** The reason or note staff gave for the action, when its details hold one. */
export function reasonOf(row: AuditRowBasis): string | null {
  return textOf(row.details.reason) ?? textOf(row.details.note);
}

function byId(rows: AuditPersonRow[]): Map<string, AuditPerson> {
  return new Map(rows.map((row) => [row.id, { name: row.name, email: row.email }]));
}

/** Names every person a page of rows is about, in two batched reads (members, staff). */
export async function namePeople(
  db: Executor,
  rows: AuditRowBasis[],
): Promise<(row: AuditRowBasis) => AuditPerson | null> {
  const refs = rows.map(personOf);
  const ids = (kind: PersonRef['kind']) => [
    ...new Set(refs.filter((ref) => ref?.kind === kind).map((ref) => ref?.id ?? '')),
  ];
  const [members, admins] = await Promise.all([
    findMembersByIds(db, ids('member')),
    findAdminsByIds(db, ids('admin')),
  ]);
  const known = { member: byId(members), admin: byId(admins) };
  return (row) => {
    const ref = personOf(row);
    return ref ? (known[ref.kind].get(ref.id) ?? null) : null;
  };
}
