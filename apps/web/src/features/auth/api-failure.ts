import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { CaptchaUnavailableError } from '../../lib/captcha';

/** The message to show for a failed call: the server's own (spec §8 wording), else a generic one. */
export function useFailureMessage(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error) return null;
  if (error instanceof CaptchaUnavailableError) return t('auth.signUp.captchaUnavailable');
  return isApiError(error) ? error.message : t('auth.errors.generic');
}

/** The server's error code of a failed call, if it answered one. */
export function getErrorCode(error: Error | null): string | null {
  return isApiError(error) ? error.code : null;
}
