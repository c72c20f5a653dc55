import { useState, type SyntheticEvent } from 'react';
import { useTranslation } from '../../../i18n/use-translation';
import { FormField, SubmitButton, controlClass } from '../../../components/form-field';
import { PendingButton } from '../../../components/pending-button';
import { useCreateWallet } from './create-wallet.queries';
import { useImportPrivateKey } from './import-private-key.queries';
import { useImportMnemonic } from './import-wallet.queries';
import { WalletError, WalletSection, useWalletError } from './wallet-ui';

/** "Create my wallet": the server makes the keys and keeps them encrypted. */
export function CreateWalletSection() {
  const { t } = useTranslation();
  const create = useCreateWallet();
  return (
    <WalletSection id="wallet-create" title={t('walletCustody.create.title')}>
      <p>{t('walletCustody.create.lead')}</p>
      <WalletError message={useWalletError(create.error)} />
      <PendingButton
        pending={create.isPending}
        label={t('walletCustody.create.submit')}
        pendingLabel={t('walletCustody.create.pending')}
        onClick={() => {
          create.mutate();
        }}
      />
    </WalletSection>
  );
}

type ImportKind = 'mnemonic' | 'privateKey';

/** Import an existing wallet by its recovery phrase or private key (only while the member has none). */
export function ImportWalletSection() {
  const { t } = useTranslation();
  const [kind, setKind] = useState<ImportKind>('mnemonic');
  const [secret, setSecret] = useState('');
  const phrase = useImportMnemonic();
  const key = useImportPrivateKey();
  const active = kind === 'mnemonic' ? phrase : key;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    // The field is cleared whatever the answer, so the secret does not stay on screen.
    const settle = {
      onSettled: () => {
        setSecret('');
      },
    };
    if (kind === 'mnemonic') phrase.mutate(secret, settle);
    else key.mutate(secret, settle);
  };
  return (
    <WalletSection id="wallet-import" title={t('walletCustody.import.title')}>
      <p>{t('walletCustody.import.lead')}</p>
      <form noValidate onSubmit={submit} aria-label={t('walletCustody.import.title')}>
        <fieldset className="mb-3">
          <legend className="form-label fs-6">{t('walletCustody.import.kind')}</legend>
          {(['mnemonic', 'privateKey'] as const).map((option) => (
            <div className="form-check form-check-inline" key={option}>
              <input
                className="form-check-input"
                type="radio"
                name="wallet-import-kind"
                id={`wallet-import-${option}`}
                checked={kind === option}
                onChange={() => {
                  setKind(option);
                }}
              />
              <label className="form-check-label" htmlFor={`wallet-import-${option}`}>
                {t(`walletCustody.import.${option}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <WalletError message={useWalletError(active.error)} />
        <FormField id="wallet-import-secret" label={t(`walletCustody.import.${kind}Label`)}>
          {(aria) => (
            <textarea
              {...aria}
              id="wallet-import-secret"
              className={`${controlClass(false)} font-monospace`}
              dir="ltr"
              rows={3}
              required
              autoComplete="off"
              spellCheck={false}
              value={secret}
              onChange={(event) => {
                setSecret(event.target.value);
              }}
            />
          )}
        </FormField>
        <SubmitButton
          className="btn btn-outline-primary"
          pending={active.isPending}
          label={t('walletCustody.import.submit')}
          pendingLabel={t('walletCustody.import.pending')}
        />
      </form>
    </WalletSection>
  );
}
