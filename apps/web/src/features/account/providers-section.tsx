import type { LinkedProviders } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { AccountSection, ErrorNote, useErrorMessage } from './account-ui';
import { useUnlinkProvider } from './unlink-provider.queries';

const UNLINKABLE = ['google', 'twitter'] as const;

/** Sign-in methods; Google or X can be unlinked unless it is the only way in (the server checks too). */
export function ProvidersSection({ linked }: { linked: LinkedProviders }) {
  const { t } = useTranslation();
  const unlink = useUnlinkProvider();
  const methods =
    linked.providers.length + (linked.hasPassword && !linked.providers.includes('email') ? 1 : 0);
  return (
    <AccountSection id="account-providers" title={t('account.providers.title')}>
      <ErrorNote message={useErrorMessage(unlink.error)} />
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
                <span>{t('account.providers.notLinked')}</span>
              )}
            </li>
          );
        })}
      </ul>
      {methods <= 1 ? <p className="form-text mb-0">{t('account.providers.rule')}</p> : null}
    </AccountSection>
  );
}
