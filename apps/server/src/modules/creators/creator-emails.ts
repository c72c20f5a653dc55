import type { CreatorReviewDecision } from '@streamit/contract';
import type { OutgoingEmail } from '../email/email.service.js';
import { compose } from '../email/email.templates.js';

const DECISION_LINES: Record<CreatorReviewDecision, { subject: string; line: string }> = {
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
};

/** The email a member gets when staff decide their application. */
export function creatorDecisionEmail(
  to: string,
  decision: CreatorReviewDecision,
  reason: string,
): OutgoingEmail {
  const { subject, line } = DECISION_LINES[decision];
  return compose('creator-decision', to, subject, reason ? [line, `Reason: ${reason}`] : [line]);
}

/** The email a creator gets when staff ban them or lift the ban. */
export function creatorBanEmail(to: string, banned: boolean, reason: string): OutgoingEmail {
  const line = banned
    ? 'Staff have suspended you from the creators program, and your published content is no longer shown.'
    : 'Staff have lifted your creator ban. The content the ban took down is published again.';
  const subject = banned ? 'your creator account is suspended' : 'your creator account is restored';
  return compose(banned ? 'creator-ban' : 'creator-unban', to, subject, [line, `Reason: ${reason}`]);
}
