import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';
import { wordDuration } from '../email/email.wording.js';

const DAY_MINUTES = 1440;

/** Sent when a member's copy of their data is ready. It carries no download token: the link is made on the site. */
export function dataExportReadyEmail(to: string, accountUrl: string, days: number): OutgoingEmail {
  return composeLocalized('member-data-ready', to, {
    en: {
      subject: 'your copy of your data is ready',
      lines: [
        'The copy of your data you asked for is ready.',
        `Download it from My Account, signed in: ${accountUrl}`,
        `It is deleted after ${wordDuration('en', days * DAY_MINUTES)}. If you did not ask for it, change your password.`,
      ],
    },
    ar: {
      subject: 'نسخة بياناتك جاهزة',
      lines: [
        'نسخة البيانات التي طلبتها جاهزة.',
        `نزّلها من صفحة «حسابي» بعد تسجيل الدخول: ${accountUrl}`,
        `تُحذف بعد ${wordDuration('ar', days * DAY_MINUTES)}. إن لم تطلبها فغيّر كلمة المرور.`,
      ],
    },
  });
}

/** Sent to the address the member had, once their account is deleted. */
export function accountDeletedEmail(to: string): OutgoingEmail {
  return composeLocalized('account-deleted', to, {
    en: {
      subject: 'your account was deleted',
      lines: [
        'Your StreamIt account was deleted as you asked. Your points were forfeited and you were signed out everywhere.',
        'Your personal details were erased; the records the law and our books need keep no name.',
        'If you did not ask for this, reply to this email at once.',
      ],
    },
    ar: {
      subject: 'حُذف حسابك',
      lines: [
        'حُذف حسابك في StreamIt كما طلبت. سقطت نقاطك وسُجّل خروجك من كل الأجهزة.',
        'مُحيت بياناتك الشخصية؛ والسجلات التي يحتاجها القانون ودفاترنا لا تحمل اسمًا.',
        'إن لم تطلب ذلك فردّ على هذه الرسالة فورًا.',
      ],
    },
  });
}
