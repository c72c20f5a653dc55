import type { OutgoingEmail } from '../email/email.service.js';
import { compose, escapeHtml } from '../email/email.templates.js';

interface Link {
  label: string;
  url: string;
}

/** An email whose link line is a plain URL in the text part and a real anchor in the HTML part. */
function withLink(kind: string, to: string, subject: string, lines: string[], link: Link, after: string[]) {
  const linkLine = `${link.label}: ${link.url}`;
  const email = compose(kind, to, subject, [...lines, linkLine, ...after]);
  const anchor = `<p><a href="${escapeHtml(link.url)}">${escapeHtml(link.label)}</a></p>`;
  return { ...email, html: email.html.replace(`<p>${escapeHtml(linkLine)}</p>`, anchor) };
}

/** Outbox kind of confirmation emails (the daily cap counts them). */
export const CONFIRM_EMAIL_KIND = 'newsletter-confirm';

/** Double opt-in: the link that confirms a subscription. */
export function newsletterConfirmEmail(to: string, confirmUrl: string, hours: number): OutgoingEmail {
  return withLink(
    CONFIRM_EMAIL_KIND,
    to,
    'confirm your newsletter subscription',
    ['Someone (hopefully you) asked to receive the StreamIt newsletter at this address.'],
    { label: 'Confirm your subscription', url: confirmUrl },
    [
      `The link works once and expires in ${hours} hours.`,
      'If you did not ask for this, ignore this email: you will not be subscribed.',
    ],
  );
}

/** The first newsletter email: welcome, with the unsubscribe link every newsletter email carries. */
export function newsletterWelcomeEmail(to: string, unsubscribeUrl: string): OutgoingEmail {
  return withLink(
    'newsletter-welcome',
    to,
    'you are subscribed to our newsletter',
    [
      'Your subscription is confirmed. You will hear from us about new films, series, creators and events in art and culture.',
    ],
    { label: 'Unsubscribe', url: unsubscribeUrl },
    ['You can unsubscribe at any time with the link above; it is in every newsletter we send.'],
  );
}
