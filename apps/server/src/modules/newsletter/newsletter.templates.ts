import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';

/** Outbox kind of confirmation emails (the daily cap counts them). */
export const CONFIRM_EMAIL_KIND = 'newsletter-confirm';

/** Double opt-in: the link that confirms a subscription. */
export function newsletterConfirmEmail(to: string, confirmUrl: string, hours: number): OutgoingEmail {
  return composeLocalized(CONFIRM_EMAIL_KIND, to, {
    en: {
      subject: 'confirm your newsletter subscription',
      lines: [
        'Someone (hopefully you) asked to receive the StreamIt newsletter at this address.',
        { label: 'Confirm your subscription', url: confirmUrl },
        `The link works once and expires in ${hours} hours.`,
        'If you did not ask for this, ignore this email: you will not be subscribed.',
      ],
    },
    ar: {
      subject: 'أكّد اشتراكك في النشرة البريدية',
      lines: [
        'طلب أحدهم (ونأمل أن تكون أنت) تلقي نشرة StreamIt البريدية على هذا العنوان.',
        { label: 'أكّد اشتراكك', url: confirmUrl },
        `يعمل الرابط مرة واحدة وتنتهي صلاحيته خلال ${new Intl.NumberFormat('ar').format(hours)} ساعة.`,
        'إن لم تطلب ذلك فتجاهل هذه الرسالة: لن يتم اشتراكك.',
      ],
    },
  });
}

/** The first newsletter email: welcome, with the unsubscribe link every newsletter email carries. */
export function newsletterWelcomeEmail(to: string, unsubscribeUrl: string): OutgoingEmail {
  return composeLocalized('newsletter-welcome', to, {
    en: {
      subject: 'you are subscribed to our newsletter',
      lines: [
        'Your subscription is confirmed. You will hear from us about new films, series, creators and events in art and culture.',
        { label: 'Unsubscribe', url: unsubscribeUrl },
        'You can unsubscribe at any time with the link above; it is in every newsletter we send.',
      ],
    },
    ar: {
      subject: 'اشتركت في نشرتنا البريدية',
      lines: [
        'تأكد اشتراكك. ستصلك أخبارنا عن الأفلام والمسلسلات والمبدعين والفعاليات الجديدة في الفن والثقافة.',
        { label: 'إلغاء الاشتراك', url: unsubscribeUrl },
        'يمكنك إلغاء الاشتراك في أي وقت بالرابط أعلاه؛ وهو موجود في كل نشرة نرسلها.',
      ],
    },
  });
}
