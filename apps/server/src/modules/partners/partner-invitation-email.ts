import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';
import { wordDuration } from '../email/email.wording.js';

/**
 * The invitation to a partner's portal, in English and Arabic: the partner's name, a single-use link and when
 * it expires. The link carries the token; only its hash is stored.
 */
export function partnerInvitationEmail(
  to: string,
  partnerName: string,
  link: string,
  days: number,
): OutgoingEmail {
  const minutes = days * 24 * 60;
  return composeLocalized('partner-invitation', to, {
    en: {
      subject: `join ${partnerName} on the partner portal`,
      lines: [
        `You are invited to see the figures of ${partnerName}'s campaigns in its StreamIt partner portal.`,
        { label: 'Accept the invitation', url: link },
        `The link works once and expires in ${wordDuration('en', minutes)}. Sign in (or sign up) with this e-mail address to accept it. If you did not expect it, ignore this e-mail.`,
      ],
    },
    ar: {
      subject: `انضم إلى ${partnerName} في بوابة الشركاء`,
      lines: [
        `أنت مدعو للاطلاع على أرقام حملات ${partnerName} في بوابة الشركاء على StreamIt.`,
        { label: 'قبول الدعوة', url: link },
        `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${wordDuration('ar', minutes)}. سجّل الدخول (أو أنشئ حسابًا) بعنوان البريد هذا لقبولها. إن لم تكن تتوقعها فتجاهل هذه الرسالة.`,
      ],
    },
  });
}
