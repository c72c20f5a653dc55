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
