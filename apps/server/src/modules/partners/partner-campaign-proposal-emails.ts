import type { ProductLanguage } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { localized } from './partner-emails.js';

type Decision = 'approved' | 'rejected';
type Wording = { subject: string; line: (title: string) => string };

const WORDING: Record<ProductLanguage, Record<Decision, Wording>> = {
  en: {
    approved: {
      subject: 'your proposed campaign was approved',
      line: (title) => `Staff approved the campaign "${title}". It is funded and runs in its dates.`,
    },
    rejected: {
      subject: 'your proposed campaign was not approved',
      line: (title) => `Staff did not approve the campaign "${title}".`,
    },
  },
  ar: {
    approved: {
      subject: 'تمت الموافقة على الحملة التي اقترحتموها',
      line: (title) => `وافق فريقنا على الحملة «${title}». تم تمويلها وستعمل في مواعيدها.`,
    },
    rejected: {
      subject: 'لم تتم الموافقة على الحملة التي اقترحتموها',
      line: (title) => `لم يوافق فريقنا على الحملة «${title}».`,
    },
  },
};

/** The e-mail the partner's owner gets when staff decide a proposed campaign (en + ar). */
export function campaignProposalEmail(
  to: string,
  decision: Decision,
  title: string,
  reason: string,
): OutgoingEmail {
  const table = { en: WORDING.en[decision], ar: WORDING.ar[decision] };
  return localized(`partner-campaign-${decision}`, to, table, title, reason);
}
