import { generateSecret, generateURI, verify } from 'otplib';

/** Name shown in authenticator apps next to the admin's email. */
export const ADMIN_TOTP_ISSUER = 'StreamIt Admin';
/** Only the current 30 s step: ASVS 5.0 V6.5.5 gives a TOTP code at most 30 seconds (no drift window). */
const EPOCH_TOLERANCE_SECONDS = 0;

/** A fresh base32 TOTP secret (160 bits). */
export function createTotpSecret(): string {
  return generateSecret();
}

/** The otpauth:// URL an authenticator app scans. */
export function buildOtpauthUrl(email: string, secret: string): string {
  return generateURI({ issuer: ADMIN_TOTP_ISSUER, label: email, secret });
}

/**
 * The time step a code belongs to, or null when it is wrong. Codes of `afterStep` or earlier are
 * refused, so a code that already opened a session cannot open another.
 */
export async function verifyTotpCode(
  secret: string,
  code: string,
  afterStep?: number | null,
): Promise<number | null> {
  try {
    const result = await verify({
      secret,
      token: code,
      epochTolerance: EPOCH_TOLERANCE_SECONDS,
      ...(afterStep == null ? {} : { afterTimeStep: afterStep }),
    });
    return result.valid && 'timeStep' in result ? result.timeStep : null;
  } catch {
    // otplib throws on malformed input; to the caller that is simply a wrong code.
    return null;
  }
}
