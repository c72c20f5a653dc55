import { CardSection } from '../../components/card-section';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';

/** One titled section of My Account. */
export const AccountSection = CardSection;

/** The message for a failed call: the server's (spec §8), else a generic one; null when nothing failed. */
export function useErrorMessage(error: Error | null): string | null {
  const { t } = useTranslation();
  if (!error || error.name === 'AbortError') return null;
  return isApiError(error) ? error.message : t('auth.errors.generic');
}

/** A failed load or action, announced, with an optional retry. */
export function ErrorNote({ message, onRetry }: { message: string | null; onRetry?: () => void }) {
  const { t } = useTranslation();
  if (!message) return null;
  return (
    <div className="alert alert-danger" role="alert">
      {message}
      {onRetry ? (
        <button type="button" className="btn btn-link btn-sm" onClick={onRetry}>
          {t('account.retry')}
        </button>
      ) : null}
    </div>
  );
}

/** A loading placeholder for a section's list. */
export function LoadingNote() {
  const { t } = useTranslation();
  return (
    <p role="status" className="placeholder-glow mb-0">
      <span className="placeholder col-8" />
      <span className="visually-hidden">{t('account.loading')}</span>
    </p>
  );
}

/** Formats an ISO date-time in the interface language. */
export function useDateTime(): (iso: string) => string {
  const { i18n } = useTranslation();
  const format = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (iso) => format.format(new Date(iso));
}
