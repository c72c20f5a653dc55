import type { OutgoingEmail } from './email.service.js';

const APP_NAME = 'StreamIt';

/** Text made safe to place inside HTML element content or attribute values. */
export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** A plain email of paragraphs, as text and as escaped HTML, signed by the app. */
export function compose(kind: string, to: string, subject: string, lines: string[]): OutgoingEmail {
  const html = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return {
    kind,
    to,
    subject: `${APP_NAME}: ${subject}`,
    text: `${lines.join('\n\n')}\n\n— ${APP_NAME}`,
    html: `<!doctype html><html><body>${html}<p>— ${APP_NAME}</p></body></html>`,
  };
}

/** The email-verification code. */
export function verificationEmail(to: string, code: string, minutes: number): OutgoingEmail {
  return compose('verify-email', to, 'verify your email', [
    'Welcome! Enter this code to verify your email address:',
    `Verification code: ${code}`,
    `The code expires in ${minutes} minutes. If you did not sign up, ignore this email.`,
  ]);
}

/** The password reset code. */
export function resetPasswordEmail(to: string, code: string, minutes: number): OutgoingEmail {
  return compose('reset-password', to, 'reset your password', [
    'Someone asked to reset the password of your account. Enter this code to choose a new password:',
    `Reset code: ${code}`,
    `The code expires in ${minutes} minutes. If it was not you, ignore this email: your password stays the same.`,
  ]);
}

/** A security event on the account. */
export function securityAlertEmail(to: string, message: string, ip: string | null): OutgoingEmail {
  return compose('security-alert', to, 'security alert', [
    message,
    ip ? `IP address: ${ip}` : 'IP address: unknown',
    'If this was not you, change your password and use "Report suspicious activity" in My Account.',
  ]);
}

/** A sign-in from a device the account had not used before. */
export function newDeviceEmail(to: string, device: string, ip: string): OutgoingEmail {
  return compose('new-device', to, 'new sign-in', [
    `Your account was just used to sign in from a new device: ${device}.`,
    `IP address: ${ip}`,
    'If this was not you, change your password and use "Report suspicious activity" in My Account.',
  ]);
}

/** Why a member's tier changed, as the tier email says it. */
export type TierChangeCause = 'earning' | 'nightly' | 'staff';

const TIER_CAUSE_LINES: Record<TierChangeCause, string> = {
  earning: 'Your latest points took your lifetime total past the threshold.',
  nightly: 'Our nightly tier review found your lifetime points reached it.',
  staff: 'A member of our team changed your tier.',
};

/** A member's tier changed. */
export function tierChangeEmail(to: string, tier: string, cause: TierChangeCause): OutgoingEmail {
  return compose('tier-change', to, `your tier is now ${tier}`, [
    `Your tier is now ${tier}.`,
    TIER_CAUSE_LINES[cause],
    'Your tier multiplies the points you earn. See your progress on your Points page.',
  ]);
}
