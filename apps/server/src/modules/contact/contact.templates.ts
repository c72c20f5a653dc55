import type { ContactTopic } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { compose, composeLocalized } from '../email/email.templates.js';
import type { ContactMessageRow } from './contact.repository.js';

const TOPIC_LABELS: Record<ContactTopic, string> = {
  general: 'General question',
  account: 'My account',
  creators: 'Creators',
  partnerships: 'Partnerships',
  press: 'Press',
};

const TOPIC_LABELS_AR: Record<ContactTopic, string> = {
  general: 'سؤال عام',
  account: 'حسابي',
  creators: 'المبدعون',
  partnerships: 'الشراكات',
  press: 'الصحافة',
};

/** The short reference people quote: the first eight characters of the id, upper-cased. */
export function contactReference(id: string): string {
  return id.slice(0, 8).toUpperCase();
}

/** The message as staff receive it at SUPPORT_EMAIL. */
export function contactStaffEmail(to: string, row: ContactMessageRow): OutgoingEmail {
  const topic = TOPIC_LABELS[row.topic];
  return compose(
    'contact-staff',
    to,
    `contact message ${contactReference(row.id)}: ${row.subject || topic}`,
    [
      `From: ${row.name} <${row.email}>`,
      `Topic: ${topic}`,
      `Subject: ${row.subject || '(none)'}`,
      `Reference: ${contactReference(row.id)} (open it under Support in the admin area)`,
      ...row.message.split(/\r?\n/),
    ],
  );
}

/**
 * The acknowledgement to the sender. It repeats nothing the sender typed, so the form cannot be used
 * to send someone else a message of an attacker's choosing.
 */
export function contactAcknowledgementEmail(row: ContactMessageRow): OutgoingEmail {
  return composeLocalized('contact-acknowledgement', row.email, {
    en: {
      subject: 'we received your message',
      lines: [
        `Thank you for contacting StreamIt. Your message about "${TOPIC_LABELS[row.topic]}" reached our team.`,
        `Reference: ${contactReference(row.id)}`,
        'We usually reply within two working days, to this address.',
        'If you did not write to us, you can ignore this email.',
      ],
    },
    ar: {
      subject: 'وصلتنا رسالتك',
      lines: [
        `شكرًا لتواصلك مع StreamIt. وصلت رسالتك بشأن «${TOPIC_LABELS_AR[row.topic]}» إلى فريقنا.`,
        `المرجع: ${contactReference(row.id)}`,
        'نرد عادةً خلال يومي عمل، على هذا العنوان.',
        'إن لم تراسلنا فيمكنك تجاهل هذه الرسالة.',
      ],
    },
  });
}
