import { useTranslation } from '../../i18n/use-translation';
import { useAuthProviders } from './get-auth-providers.queries';

const PROVIDER_LABELS = { google: 'auth.oauth.google', twitter: 'auth.oauth.twitter' } as const;

/** Google and X sign-in: full-page redirects; a provider without client ids says it is not configured. */
export function OAuthButtons({ referralCode }: { referralCode?: string }) {
  const { t } = useTranslation();
  const providers = useAuthProviders();
  if (!providers.data) return null;
  const query = referralCode ? `?${new URLSearchParams({ ref: referralCode }).toString()}` : '';
  return (
    <div className="d-grid gap-2" data-testid="oauth-buttons">
      {providers.data.providers.map((provider) => {
        const label = t(PROVIDER_LABELS[provider.id]);
        if (provider.configured) {
          return (
            <a key={provider.id} className="btn btn-outline-secondary" href={`${provider.startPath}${query}`}>
              {label}
            </a>
          );
        }
        const hintId = `oauth-${provider.id}-hint`;
        return (
          <div key={provider.id}>
            <button
              type="button"
              className="btn btn-outline-secondary w-100"
              disabled
              aria-describedby={hintId}
            >
              {label}
            </button>
            <p id={hintId} className="form-text text-center mb-0">
              {t('auth.oauth.notConfigured')}
            </p>
          </div>
        );
      })}
    </div>
  );
}
