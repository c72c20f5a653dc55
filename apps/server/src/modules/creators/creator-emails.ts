import type { CreatorReviewDecision, ProductLanguage } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';

const DECISION_LINES: Record<
  ProductLanguage,
  Record<CreatorReviewDecision, { subject: string; line: string }>
> = {
  en: {
    APPROVE: {
      subject: 'you are now a creator',
      line: 'Your creator application was approved. Creator Studio is now in your menu.',
    },
    REJECT: {
      subject: 'your creator application',
      line: 'Your creator application was not approved this time. You may apply again after the waiting period.',
    },
    REQUEST_CHANGES: {
      subject: 'changes requested on your creator application',
      line: 'Our team asked for changes to your creator application. Edit it and send it again from the Become a Creator page.',
    },
  },
  ar: {
    APPROVE: {
      subject: 'أصبحت مبدعًا',
      line: 'تمت الموافقة على طلبك لتصبح مبدعًا. استوديو المبدعين الآن في قائمتك.',
    },
    REJECT: {
      subject: 'طلبك لتصبح مبدعًا',
      line: 'لم تتم الموافقة على طلبك لتصبح مبدعًا هذه المرة. يمكنك التقديم من جديد بعد فترة الانتظار.',
    },
    REQUEST_CHANGES: {
      subject: 'طُلبت تعديلات على طلبك لتصبح مبدعًا',
      line: 'طلب فريقنا تعديلات على طلبك لتصبح مبدعًا. عدّله وأرسله من جديد من صفحة «كن مبدعًا».',
    },
  },
};

const REASON = { en: 'Reason', ar: 'السبب' };

/** The email a member gets when staff decide their application. */
export function creatorDecisionEmail(
  to: string,
  decision: CreatorReviewDecision,
  reason: string,
): OutgoingEmail {
  const wording = (language: ProductLanguage) => {
    const { subject, line } = DECISION_LINES[language][decision];
    return { subject, lines: reason ? [line, `${REASON[language]}: ${reason}`] : [line] };
  };
  return composeLocalized('creator-decision', to, { en: wording('en'), ar: wording('ar') });
}

/** The email a creator gets when staff ban them or lift the ban. */
export function creatorBanEmail(to: string, banned: boolean, reason: string): OutgoingEmail {
  return composeLocalized(banned ? 'creator-ban' : 'creator-unban', to, {
    en: {
      subject: banned ? 'your creator account is suspended' : 'your creator account is restored',
      lines: [
        banned
          ? 'Staff have suspended you from the creators program, and your published content is no longer shown.'
          : 'Staff have lifted your creator ban. The content the ban took down is published again.',
        `Reason: ${reason}`,
      ],
    },
    ar: {
      subject: banned ? 'عُلّق حسابك كمبدع' : 'استُعيد حسابك كمبدع',
      lines: [
        banned
          ? 'علّق فريقنا مشاركتك في برنامج المبدعين، ولم يعد محتواك المنشور معروضًا.'
          : 'رفع فريقنا الحظر عنك كمبدع. نُشر من جديد المحتوى الذي أُزيل بسبب الحظر.',
        `السبب: ${reason}`,
      ],
    },
  });
}
