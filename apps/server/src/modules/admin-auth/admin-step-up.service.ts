import { decryptTotpSecret } from '../../lib/security/totp-cipher.js';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../http/app-error.js';
import { verifyTotpCode } from './admin-totp.js';
import { claimTotpStep, findAdminById } from '../admins/admins.queries.js';

/**
 * A fresh authenticator code from the signed-in admin, for an action that a stolen session alone must not
 * do. The code's time step is claimed atomically, so it is single-use like a login code.
 */
export async function requireTotpReentry(
  deps: AppDeps,
  adminId: string,
  code: string | undefined,
): Promise<void> {
  const admin = await findAdminById(deps.db, adminId);
  if (!code || !admin?.totpSecretEncrypted) throw new AppError('ADMIN_TOTP_CODE_INVALID');
  const secret = decryptTotpSecret(deps.config, admin.id, admin.totpSecretEncrypted);
  const step = await verifyTotpCode(secret, code, admin.totpLastStep);
  if (step === null || !(await claimTotpStep(deps.db, admin.id, step)))
    throw new AppError('ADMIN_TOTP_CODE_INVALID');
}
