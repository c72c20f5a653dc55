import { sql } from 'drizzle-orm';
import { generate } from 'otplib';
import type { Executor } from '../src/db/database.js';

const STEP_MS = 30_000;
/** A code typed with less of its step left than this could reach the server in the next step. */
const MIN_LEFT_MS = 5_000;
/** The last step a code was handed out for, per secret. */
const issuedSteps = new Map<string, number>();

async function codeOfFreshStep(secret: string, afterStep: number, minLeftMs: number): Promise<string> {
  for (;;) {
    const now = Date.now();
    const step = Math.floor(now / STEP_MS);
    const left = (step + 1) * STEP_MS - now;
    if (step > afterStep && left >= minLeftMs) {
      issuedSteps.set(secret, step);
      return generate({ secret, epoch: Math.floor(now / 1000) });
    }
    await new Promise((resolve) => setTimeout(resolve, left + 50));
  }
}

/**
 * The TOTP code of the current 30-second step, the only one the server accepts (ASVS V6.5.5); when fewer
 * than 5 s of the step are left (a loaded machine may take that long to send it) it waits for the next one, so the code cannot expire on its way.
 */
export function totpCode(secret: string): Promise<string> {
  return codeOfFreshStep(secret, -1, MIN_LEFT_MS);
}

/**
 * A code of a step no earlier `totpCode`/`unusedTotpCode` call handed out for `secret`: the server never
 * takes a step twice, so a second sign-in waits for the next step (up to 30 s; give the test room).
 */
export function unusedTotpCode(secret: string, minLeftMs = MIN_LEFT_MS): Promise<string> {
  return codeOfFreshStep(secret, issuedSteps.get(secret) ?? -1, minLeftMs);
}

/**
 * Test set-up only: forgets the step an admin's enrollment or sign-in used, on the server and here, as if the
 * authenticator had last been used in an earlier step; the next sign-in then needs no wait of up to 30 s.
 */
export async function releaseAdminTotpStep(db: Executor, adminId: string, secret: string): Promise<void> {
  await db.execute(sql`UPDATE admin_users SET totp_last_step = NULL WHERE id = ${adminId}`);
  issuedSteps.delete(secret);
}

/** releaseAdminTotpStep for a member's authenticator (two-factor sign-in, step-up), found by their email. */
export async function releaseMemberTotpStep(db: Executor, email: string, secret: string): Promise<void> {
  await db.execute(sql`UPDATE member_two_factor t SET last_used_step = NULL
    FROM users u WHERE u.id = t.user_id AND u.email = ${email}`);
  issuedSteps.delete(secret);
}
