import { composeLocalized } from '../email/email.templates.js';
import type { OutgoingEmail } from '../email/email.service.js';

/** The member's word on a rejected exchange: the points are back, and the operator's reason as written. */
export function exchangeRejectedEmail(to: string, points: number, reason: string): OutgoingEmail {
  const pointsEn = new Intl.NumberFormat('en').format(points);
  const pointsAr = new Intl.NumberFormat('ar').format(points);
  return composeLocalized('exchange-rejected', to, {
    en: {
      subject: 'your exchange was not approved',
      lines: [
        `Your exchange of ${pointsEn} points for ARTFI was not approved, and the points are back on your balance.`,
        `Reason: ${reason}`,
      ],
    },
    ar: {
      subject: 'لم تتم الموافقة على استبدالك',
      lines: [
        `لم تتم الموافقة على استبدال ${pointsAr} نقطة برموز ARTFI، وأُعيدت النقاط إلى رصيدك.`,
        `السبب: ${reason}`,
      ],
    },
  });
}
