import type { AdminRole } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { queueEmail, type EmailLog, type OutgoingEmail } from '../email/email.service.js';
import { compose } from '../email/email.templates.js';

/** What the invitation says: who is invited, as what, and the one-time link with its expiry. */
export interface AdminInvitation {
  name: string;
  email: string;
  role: AdminRole;
  setupToken: string;
  setupExpiresAt: string;
}

const ROLE_NAMES: Readonly<Record<AdminRole, string>> = {
  SUPER_ADMIN: 'super admin',
  ADMIN: 'admin',
  MODERATOR: 'moderator',
  CONTENT_MODERATOR: 'content moderator',
  ANALYST: 'analyst',
};

/** The setup page's address for a token; the token sits in the fragment so it never reaches a log. */
export function adminSetupLink(publicUrl: string, setupToken: string): string {
  return `${publicUrl}/admin/setup#token=${encodeURIComponent(setupToken)}`;
}

/** The staff invitation e-mail with the one-time setup link. */
export function adminInvitationEmail(publicUrl: string, invitation: AdminInvitation): OutgoingEmail {
  const expires = new Date(invitation.setupExpiresAt).toUTCString();
  return compose('admin-invitation', invitation.email, 'you are invited to the staff area', [
    `Hello ${invitation.name},`,
    `You have been invited to the staff area as ${ROLE_NAMES[invitation.role]}.`,
    `Set your password and your authenticator app here: ${adminSetupLink(publicUrl, invitation.setupToken)}`,
    `The link works once and expires on ${expires}. If you did not expect this invitation, ignore this e-mail.`,
  ]);
}

/**
 * Sends the invitation through the e-mail outbox. Answers whether it went out by e-mail: without SMTP it
 * is only kept in the outbox, and the inviter has to hand the link over themselves.
 */
export async function sendAdminInvitation(
  deps: AppDeps,
  log: EmailLog,
  invitation: AdminInvitation,
): Promise<boolean> {
  await queueEmail(deps, log, adminInvitationEmail(deps.config.publicUrl, invitation));
  return Boolean(deps.config.SMTP_URL);
}
