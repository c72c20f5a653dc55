import type { ModerationDecision } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { composeLocalized, type EmailBlock, type EmailWording } from '../email/email.templates.js';

/** What the creator's e-mail needs about the decided item. */
export interface DecidedContent {
  id: string;
  title: string;
  reason: string | null;
}

function english(decision: ModerationDecision, item: DecidedContent, links: EmailBlock[]): EmailWording {
  const reason = item.reason ? [`Reason given: ${item.reason}`] : [];
  if (decision === 'APPROVE')
    return {
      subject: `“${item.title}” is approved`,
      lines: [`Good news: “${item.title}” passed review and is published on its publish date.`, ...links],
    };
  if (decision === 'REJECT')
    return {
      subject: `“${item.title}” was not approved`,
      lines: [`“${item.title}” did not pass review and will not be published.`, ...reason, ...links],
    };
  return {
    subject: `changes requested on “${item.title}”`,
    lines: [
      `Our team asked for changes to “${item.title}”. Edit it and send it for review again.`,
      ...reason,
      ...links,
    ],
  };
}

function arabic(decision: ModerationDecision, item: DecidedContent, links: EmailBlock[]): EmailWording {
  const reason = item.reason ? [`السبب: ${item.reason}`] : [];
  if (decision === 'APPROVE')
    return {
      subject: `تمت الموافقة على «${item.title}»`,
      lines: [`خبر سار: اجتاز «${item.title}» المراجعة ويُنشر في موعد نشره.`, ...links],
    };
  if (decision === 'REJECT')
    return {
      subject: `لم تتم الموافقة على «${item.title}»`,
      lines: [`لم يجتز «${item.title}» المراجعة ولن يُنشر.`, ...reason, ...links],
    };
  return {
    subject: `مطلوب تعديلات على «${item.title}»`,
    lines: [`طلب فريقنا تعديلات على «${item.title}». عدّله وأرسله للمراجعة من جديد.`, ...reason, ...links],
  };
}

/** The e-mail a creator gets when a moderator decides one of their items, in English and Arabic. */
export function contentDecisionEmail(
  to: string,
  decision: ModerationDecision,
  item: DecidedContent,
  publicUrl: string,
): OutgoingEmail {
  const studio = `${publicUrl}/creator/content`;
  const watch = `${publicUrl}/activities/${item.id}`;
  const open = decision === 'APPROVE' ? watch : studio;
  return composeLocalized('content-decision', to, {
    en: english(decision, item, [
      { label: decision === 'APPROVE' ? 'Open it' : 'Open your content', url: open },
    ]),
    ar: arabic(decision, item, [{ label: decision === 'APPROVE' ? 'افتحه' : 'افتح محتواك', url: open }]),
  });
}
