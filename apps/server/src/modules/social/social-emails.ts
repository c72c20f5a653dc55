import type { SocialClaim, SocialTaskKind } from '@streamit/contract';
import { composeLocalized } from '../email/email.templates.js';
import type { OutgoingEmail } from '../email/email.service.js';

/**
 * The member's word on a reviewed claim: approved with the points added, or not approved with the
 * reviewer's reason; both link to the social tasks on Watch to Earn.
 */
export function claimDecisionEmail(
  publicUrl: string,
  claim: SocialClaim & { memberEmail: string },
): OutgoingEmail {
  const link = `${publicUrl}/watch-to-earn`;
  const approved = claim.state === 'VERIFIED';
  const points = new Intl.NumberFormat('en').format(claim.points);
  const pointsAr = new Intl.NumberFormat('ar').format(claim.points);
  return composeLocalized(approved ? 'social-claim-approved' : 'social-claim-rejected', claim.memberEmail, {
    en: approved
      ? {
          subject: 'your social task was approved',
          lines: [
            `Our team approved your evidence for “${claim.taskTitle}”.`,
            `${points} points were added to your balance.`,
            { label: 'See your social tasks', url: link },
          ],
        }
      : {
          subject: 'your social task was not approved',
          lines: [
            `Our team could not approve your evidence for “${claim.taskTitle}”.`,
            `Reason: ${claim.reason ?? ''}`,
            'You can send new evidence from your social tasks.',
            { label: 'See your social tasks', url: link },
          ],
        },
    ar: approved
      ? {
          subject: 'تمت الموافقة على مهمتك الاجتماعية',
          lines: [
            `وافق فريقنا على الدليل الذي أرسلته لمهمة «${claim.taskTitle}».`,
            `أُضيفت ${pointsAr} نقطة إلى رصيدك.`,
            { label: 'اعرض مهامك الاجتماعية', url: link },
          ],
        }
      : {
          subject: 'لم تتم الموافقة على مهمتك الاجتماعية',
          lines: [
            `تعذّر على فريقنا قبول الدليل الذي أرسلته لمهمة «${claim.taskTitle}».`,
            `السبب: ${claim.reason ?? ''}`,
            'يمكنك إرسال دليل جديد من مهامك الاجتماعية.',
            { label: 'اعرض مهامك الاجتماعية', url: link },
          ],
        },
  });
}

const UNDONE_AR: Record<SocialTaskKind, string> = {
  FOLLOW: 'لم تعد تتابع الحساب',
  LIKE: 'أُزيل الإعجاب',
  RETWEET: 'أُزيلت إعادة النشر',
};

/** What a reversed reward's e-mail says: the ledger's English reason, and the task for the Arabic wording. */
export interface RewardReversal {
  memberEmail: string;
  kind: SocialTaskKind;
  taskTitle: string;
  points: number;
  /** The reason the ledger line carries (English), which the English e-mail quotes. */
  reason: string;
}

/** The member's word that a social task's reward was taken back because the engagement was undone on X. */
export function rewardReversalEmail(reversal: RewardReversal): OutgoingEmail {
  const { memberEmail, kind, taskTitle, points, reason } = reversal;
  const pointsEn = new Intl.NumberFormat('en').format(points);
  const pointsAr = new Intl.NumberFormat('ar').format(points);
  return composeLocalized('social-reversal', memberEmail, {
    en: {
      subject: 'a social task reward was reversed',
      lines: [
        `${reason}, so its ${pointsEn} points were taken back.`,
        'Do the task again on X if this was a mistake; our team can help.',
      ],
    },
    ar: {
      subject: 'سُحبت مكافأة مهمة اجتماعية',
      lines: [
        `${UNDONE_AR[kind]} في المهمة الاجتماعية «${taskTitle}»، لذا سُحبت نقاطها البالغة ${pointsAr} نقطة.`,
        'إن كان هذا خطأً فأعد تنفيذ المهمة على X، ويمكن لفريقنا مساعدتك.',
      ],
    },
  });
}
