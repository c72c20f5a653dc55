import type { AdminRole, ProductLanguage } from '@streamit/contract';
import type { AppDeps } from '../../app-deps.js';
import { queueEmail, type EmailLog, type OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';

/** What the invitation says: who is invited, as what, and the one-time link with its expiry. */
export interface AdminInvitation {
  name: string;
  email: string;
  role: AdminRole;
  setupToken: string;
  setupExpiresAt: string;
}

const ROLE_NAMES: Readonly<Record<ProductLanguage, Record<AdminRole, string>>> = {
  en: {
    SUPER_ADMIN: 'super admin',
    ADMIN: 'admin',
    MODERATOR: 'moderator',
    CONTENT_MODERATOR: 'content moderator',
    ANALYST: 'analyst',
  },
  // The web's roles.* wordings.
  ar: {
    SUPER_ADMIN: 'مشرف أعلى',
    ADMIN: 'مشرف',
    MODERATOR: 'مراقب',
    CONTENT_MODERATOR: 'مراقب محتوى',
    ANALYST: 'محلّل',
  },
};

// The link's expiry in the reader's language, in UTC (the e-mail cannot know the reader's zone).
function sayExpiry(at: string, language: ProductLanguage): string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(new Date(at))} UTC`;
}

/** The setup page's address for a token; the token sits in the fragment so it never reaches a log. */
export function adminSetupLink(adminUrl: string, setupToken: string): string {
  return `${adminUrl}/admin/setup#token=${encodeURIComponent(setupToken)}`;
}

/**
 * The staff invitation e-mail with the one-time setup link, in English and Arabic. Staff have no stored
 * language: the version sent is the inviter's interface language (`language`), English when unknown.
 */
export function adminInvitationEmail(
  adminUrl: string,
  invitation: AdminInvitation,
  language?: ProductLanguage,
): OutgoingEmail {
  const link = adminSetupLink(adminUrl, invitation.setupToken);
  const { name, role, setupExpiresAt } = invitation;
  const wording = {
    en: {
      subject: 'you are invited to the staff area',
      lines: [
        `Hello ${name},`,
        `You have been invited to the staff area as ${ROLE_NAMES.en[role]}.`,
        `Set your password and your authenticator app here: ${link}`,
        `The link works once and expires on ${sayExpiry(setupExpiresAt, 'en')}. If you did not expect this invitation, ignore this e-mail.`,
      ],
    },
    ar: {
      subject: 'دعوة إلى منطقة الفريق',
      lines: [
        `مرحبًا ${name}،`,
        `دُعيت إلى منطقة الفريق بصفة ${ROLE_NAMES.ar[role]}.`,
        `عيّن كلمة المرور وتطبيق المصادقة من هنا: ${link}`,
        `يعمل الرابط مرة واحدة وتنتهي صلاحيته في ${sayExpiry(setupExpiresAt, 'ar')}. إن لم تكن تتوقع هذه الدعوة فتجاهل هذه الرسالة.`,
      ],
    },
  };
  return composeLocalized('admin-invitation', invitation.email, wording, language);
}

/**
 * Sends the invitation through the e-mail outbox. Answers whether it went out by e-mail: without SMTP it
 * is only kept in the outbox, and the inviter has to hand the link over themselves.
 */
export async function sendAdminInvitation(
  deps: AppDeps,
  log: EmailLog,
  invitation: AdminInvitation,
  language?: ProductLanguage,
): Promise<boolean> {
  await queueEmail(deps, log, adminInvitationEmail(deps.config.adminUrl, invitation, language));
  return Boolean(deps.config.SMTP_URL);
}
