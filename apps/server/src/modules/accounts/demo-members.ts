import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { Config } from '../../config.js';
import type { Executor } from '../../db/database.js';
import { hashPassword } from '../../lib/security/password.js';
import { ensureReferralCode } from '../referrals/referrals.service.js';
import { insertUser } from '../members/members.queries.js';

/** The demo members: a BASIC member, an approved creator and a VIP. */
export const DEMO_MEMBERS = [
  {
    email: 'member@streamit.local',
    displayName: 'Demo Member',
    tier: 'BASIC',
    creator: false,
    role: 'BASIC member',
  },
  {
    email: 'creator@streamit.local',
    displayName: 'Demo Creator',
    tier: 'SILVER',
    creator: true,
    role: 'creator',
  },
  { email: 'vip@streamit.local', displayName: 'Demo VIP', tier: 'VIP', creator: false, role: 'VIP member' },
] as const;

const PASSWORD_FILE = 'demo-member-password';

/**
 * The demo members' password: DEMO_MEMBER_PASSWORD, or one generated at the first start and kept in
 * DATA_DIR (mode 0600) so later starts can print it. There is no fixed default password.
 */
export function resolveDemoMemberPassword(config: Config): string {
  if (config.DEMO_MEMBER_PASSWORD) return config.DEMO_MEMBER_PASSWORD;
  const file = path.join(config.DATA_DIR, PASSWORD_FILE);
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  const password = randomBytes(15).toString('base64url');
  mkdirSync(config.DATA_DIR, { recursive: true });
  writeFileSync(file, `${password}\n`, { mode: 0o600 });
  return password;
}

/** Lines for the start-up banner. */
export function demoMemberLogins(config: Config): string[] {
  const password = resolveDemoMemberPassword(config);
  const source = config.DEMO_MEMBER_PASSWORD
    ? 'from DEMO_MEMBER_PASSWORD'
    : `kept in ${path.join(config.DATA_DIR, PASSWORD_FILE)}`;
  return [
    ...DEMO_MEMBERS.map((member) => `${member.email} / ${password}  (${member.role})`),
    `(demo member password ${source})`,
  ];
}

/** Creates the demo members, verified, with referral codes; existing emails are left alone. */
export async function seedDemoMembers(
  db: Executor,
  options: { demoMemberPassword?: string },
): Promise<number> {
  if (!options.demoMemberPassword) return 0;
  const passwordHash = await hashPassword(options.demoMemberPassword);
  let created = 0;
  for (const member of DEMO_MEMBERS) {
    const user = await insertUser(db, {
      email: member.email,
      emailVerifiedAt: new Date(),
      passwordHash,
      displayName: member.displayName,
      tier: member.tier,
      isContentCreator: member.creator,
      creatorStatus: member.creator ? 'APPROVED' : 'NONE',
      isDemo: true,
    });
    if (!user) continue;
    await ensureReferralCode(db, user.id);
    created += 1;
  }
  return created;
}
