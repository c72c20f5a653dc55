import type { PartnerAction, PartnerReviewDecision, ProductLanguage } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized } from '../email/email.templates.js';

type Wording = { subject: string; line: (name: string) => string };

const DECISIONS: Record<ProductLanguage, Record<PartnerReviewDecision, Wording>> = {
  en: {
    APPROVE: {
      subject: 'welcome to the partners program',
      line: (name) => `The application of ${name} was approved. Your partner portal is at /partner.`,
    },
    REJECT: {
      subject: 'your partner application',
      line: (name) => `The application of ${name} was not approved.`,
    },
  },
  ar: {
    APPROVE: {
      subject: 'مرحبًا بكم في برنامج الشركاء',
      line: (name) => `تمت الموافقة على طلب ${name}. بوابة الشريك الخاصة بكم على ‎/partner.`,
    },
    REJECT: {
      subject: 'طلب الشراكة الخاص بكم',
      line: (name) => `لم تتم الموافقة على طلب ${name}.`,
    },
  },
};

const LIFECYCLE: Record<ProductLanguage, Record<PartnerAction, Wording>> = {
  en: {
    suspend: {
      subject: 'your partnership is suspended',
      line: (name) =>
        `Staff suspended ${name}. Its campaigns are paused and pay no bonuses until it is active again.`,
    },
    activate: {
      subject: 'your partnership is active again',
      line: (name) => `Staff made ${name} active again. Its paused campaigns are running.`,
    },
    cancel: {
      subject: 'your partnership has ended',
      line: (name) =>
        `Staff cancelled ${name}. Its campaigns have ended and any unspent budget was returned.`,
    },
  },
  ar: {
    suspend: {
      subject: 'عُلّقت شراكتكم',
      line: (name) => `علّق فريقنا ${name}. توقفت حملاتكم مؤقتًا ولن تصرف مكافآت حتى تعود الشراكة نشطة.`,
    },
    activate: {
      subject: 'عادت شراكتكم نشطة',
      line: (name) => `أعاد فريقنا ${name} إلى الحالة النشطة. عادت حملاتكم المتوقفة إلى العمل.`,
    },
    cancel: {
      subject: 'انتهت شراكتكم',
      line: (name) => `ألغى فريقنا ${name}. انتهت حملاتكم وأُعيد ما لم يُصرف من الميزانية.`,
    },
  },
};

const REASON = { en: 'Reason', ar: 'السبب' };

/** One e-mail in English and Arabic: the line about `name`, then the reason when there is one. */
export function localized(
  kind: string,
  to: string,
  table: Record<ProductLanguage, Wording>,
  name: string,
  reason: string,
) {
  const wording = (language: ProductLanguage) => {
    const { subject, line } = table[language];
    const lines = [line(name), ...(reason ? [`${REASON[language]}: ${reason}`] : [])];
    return { subject, lines };
  };
  return composeLocalized(kind, to, { en: wording('en'), ar: wording('ar') });
}

/** The e-mail the contact gets when staff decide the application. */
export function partnerDecisionEmail(
  to: string,
  decision: PartnerReviewDecision,
  name: string,
  reason: string,
): OutgoingEmail {
  const table = { en: DECISIONS.en[decision], ar: DECISIONS.ar[decision] };
  return localized('partner-decision', to, table, name, reason);
}

/** The e-mail the owner gets on every lifecycle change. */
export function partnerLifecycleEmail(
  to: string,
  action: PartnerAction,
  name: string,
  reason: string,
): OutgoingEmail {
  const table = { en: LIFECYCLE.en[action], ar: LIFECYCLE.ar[action] };
  return localized(`partner-${action}`, to, table, name, reason);
}
