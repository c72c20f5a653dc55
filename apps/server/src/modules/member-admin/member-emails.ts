import type { OutgoingEmail } from '../email/email.service.js';
import { compose } from '../email/email.templates.js';

const CONTACT_LINE = 'If you think this is a mistake, reply to this email or use the contact page.';

/** The member's account was suspended by staff. */
export function suspendedEmail(to: string, reason: string, until: Date | null): OutgoingEmail {
  return compose('account-suspended', to, 'your account is suspended', [
    'Your account has been suspended, and you have been signed out everywhere.',
    `Reason: ${reason}`,
    until
      ? `The suspension ends by itself on ${until.toUTCString()}.`
      : 'The suspension lasts until our team lifts it.',
    CONTACT_LINE,
  ]);
}

/** The member's suspension was lifted by staff or ended at its set time. */
export function suspensionEndedEmail(to: string, automatic: boolean): OutgoingEmail {
  return compose('account-unsuspended', to, 'your account is active again', [
    automatic
      ? 'The suspension of your account has ended.'
      : 'Our team has lifted the suspension of your account.',
    'You can sign in again.',
  ]);
}
