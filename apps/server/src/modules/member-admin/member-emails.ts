import type { ProductLanguage } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';

const CONTACT_LINE = {
  en: 'If you think this is a mistake, reply to this email or use the contact page.',
  ar: 'إن رأيت أن هذا خطأ فردّ على هذه الرسالة أو استخدم صفحة التواصل.',
};

// The end of a timed suspension in the reader's language, in UTC (the e-mail cannot know the reader's zone).
function sayMoment(until: Date, language: ProductLanguage): string {
  const format = new Intl.DateTimeFormat(language, {
    dateStyle: 'long',
    timeStyle: 'short',
    timeZone: 'UTC',
  });
  return `${format.format(until)} UTC`;
}

/** The member's account was suspended by staff. */
export function suspendedEmail(to: string, reason: string, until: Date | null): OutgoingEmail {
  return composeLocalized('account-suspended', to, {
    en: {
      subject: 'your account is suspended',
      lines: [
        'Your account has been suspended, and you have been signed out everywhere.',
        `Reason: ${reason}`,
        until
          ? `The suspension ends by itself on ${sayMoment(until, 'en')}.`
          : 'The suspension lasts until our team lifts it.',
        CONTACT_LINE.en,
      ],
    },
    ar: {
      subject: 'عُلّق حسابك',
      lines: [
        'عُلّق حسابك، وسُجّل خروجك من كل الأجهزة.',
        `السبب: ${reason}`,
        until ? `ينتهي التعليق تلقائيًا في ${sayMoment(until, 'ar')}.` : 'يستمر التعليق حتى يرفعه فريقنا.',
        CONTACT_LINE.ar,
      ],
    },
  });
}

/** The member's suspension was lifted by staff or ended at its set time. */
export function suspensionEndedEmail(to: string, automatic: boolean): OutgoingEmail {
  return composeLocalized('account-unsuspended', to, {
    en: {
      subject: 'your account is active again',
      lines: [
        automatic
          ? 'The suspension of your account has ended.'
          : 'Our team has lifted the suspension of your account.',
        'You can sign in again.',
      ],
    },
    ar: {
      subject: 'حسابك نشط من جديد',
      lines: [
        automatic ? 'انتهى تعليق حسابك.' : 'رفع فريقنا التعليق عن حسابك.',
        'يمكنك تسجيل الدخول من جديد.',
      ],
    },
  });
}
