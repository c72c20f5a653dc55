import type { LinkedProviders } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { useProviderConfigured } from '../../lib/configured-providers';
import { useProviderLinkResult, useStartProviderLink, type LinkableProvider } from '../../lib/provider-link';
import { AccountSection, ErrorNote, useErrorMessage } from './account-ui';
import { isStepUpRequired, useReauthDialog } from '../../components/reauth-dialog';
import { useUnlinkProvider } from './unlink-provider.queries';

const UNLINKABLE = ['google', 'twitter'] as const;

/** What the return from a provider's approval page says: linked, or why not. */
function LinkNotice() {
  const { t } = useTranslation();
  const result = useProviderLinkResult();
  if (!result) return null;
  if ('linked' in result)
    return (
      <p className="alert alert-success" role="status">
        {t('account.providers.linkedNow', { provider: t(`account.providers.names.${result.linked}`) })}
      </p>
    );
  return <ErrorNote message={result.errorMessage} />;
}

/**
 * "Link Google" / "Link X" when the server has that provider configured; otherwise no button, and the
 * reason in words (the server answers which providers are configured: GET /auth/providers).
 */
function LinkButton({
  provider,
  link,
  onLink,
}: {
  provider: LinkableProvider;
  link: ReturnType<typeof useStartProviderLink>;
  onLink: (provider: LinkableProvider) => void;
}) {
  const { t } = useTranslation();
  const configured = useProviderConfigured(provider);
  const name = t(`account.providers.names.${provider}`);
  return (
    <span className="d-flex flex-wrap align-items-center justify-content-end gap-2 text-end">
      {configured === false ? (
        <span className="small text-body-secondary" data-testid={`provider-unavailable-${provider}`}>
          {t('account.providers.unavailable', { provider: name })}
        </span>
      ) : (
        <>
          {t('account.providers.notLinked')}
          <button
            type="button"
            className="btn btn-sm btn-outline-primary"
            disabled={configured !== true || link.isPending || link.isSuccess}
            onClick={() => {
              onLink(provider);
            }}
          >
            {t('account.providers.link', { provider: name })}
          </button>
        </>
      )}
    </span>
  );
}

/**
 * Sign-in methods; Google or X can be linked (after confirming the password again, decision 080), or
 * unlinked unless it is the only way in (the server checks too).
 */
export function ProvidersSection({ linked }: { linked: LinkedProviders }) {
  const { t } = useTranslation();
  const unlink = useUnlinkProvider();
  const link = useStartProviderLink('/merchandise/account');
  const reauth = useReauthDialog('account-providers-reauth');
  const startLink = (provider: LinkableProvider) => {
    reauth.run(link.mutate, provider);
  };
  const linkError = isStepUpRequired(link.error) ? null : link.error;
  const methods =
    linked.providers.length + (linked.hasPassword && !linked.providers.includes('email') ? 1 : 0);
  return (
    <AccountSection id="account-providers" title={t('account.providers.title')}>
      <LinkNotice />
      <ErrorNote message={useErrorMessage(unlink.error ?? linkError)} />
      {reauth.dialog}
      <ul className="list-group mb-2">
        <li className="list-group-item d-flex justify-content-between">
          <span>{t('account.providers.password')}</span>
          <span>{linked.hasPassword ? t('account.providers.linked') : t('account.providers.notLinked')}</span>
        </li>
        {UNLINKABLE.map((provider) => {
          const isLinked = provider === 'google' ? linked.hasGoogle : linked.hasTwitter;
          return (
            <li key={provider} className="list-group-item d-flex justify-content-between align-items-center">
              <span>{t(`auth.oauth.${provider}`)}</span>
              {isLinked ? (
                <button
                  type="button"
                  className="btn btn-sm btn-outline-danger"
                  disabled={unlink.isPending}
                  onClick={() => {
                    unlink.mutate(provider);
                  }}
                >
                  {t('account.providers.unlink')}
                </button>
              ) : (
                <LinkButton provider={provider} link={link} onLink={startLink} />
              )}
            </li>
          );
        })}
      </ul>
      {methods <= 1 ? <p className="form-text mb-0">{t('account.providers.rule')}</p> : null}
    </AccountSection>
  );
}
