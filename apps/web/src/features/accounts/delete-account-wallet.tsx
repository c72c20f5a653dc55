import { WALLET_RELEASE_CHOICES, type DeleteMyAccount } from '@streamit/contract';
import { useWatch, type Control, type FieldErrors, type UseFormRegister } from 'react-hook-form';
import { InputField } from '../../components/form-field';
import { useTranslation } from '../../i18n/use-translation';
import type { DeleteAccountForm } from './account-form-schemas';

/** The server's answer when the custodial wallet holds ARTFI and the member has not said what becomes of it. */
export const WALLET_CHOICE_REQUIRED = 'ACCOUNT_DELETION_WALLET_CHOICE_REQUIRED';

/** The request's `wallet` part from the form: nothing until the member was asked and chose. */
export function walletOf(form: DeleteAccountForm): Pick<DeleteMyAccount, 'wallet'> {
  if (form.walletChoice === 'burn') return { wallet: { choice: 'burn' } };
  if (form.walletChoice === 'handOver')
    return { wallet: { choice: 'handOver', address: form.walletAddress } };
  return {};
}

interface WalletChoiceProps {
  register: UseFormRegister<DeleteAccountForm>;
  errors: FieldErrors<DeleteAccountForm>;
  control: Control<DeleteAccountForm>;
}

/** "Send it to my address" (with the address) or "Burn it": shown once the server said the wallet holds ARTFI. */
export function WalletChoiceFields({ register, errors, control }: WalletChoiceProps) {
  const { t } = useTranslation();
  const choice = useWatch({ control, name: 'walletChoice' });
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('account.deleteAccount.walletLegend')}</legend>
      {WALLET_RELEASE_CHOICES.map((option) => (
        <div className="form-check" key={option}>
          <input
            id={`account-delete-wallet-${option}`}
            type="radio"
            className="form-check-input"
            value={option}
            {...register('walletChoice')}
          />
          <label className="form-check-label" htmlFor={`account-delete-wallet-${option}`}>
            {t(`account.deleteAccount.walletChoice.${option}`)}
          </label>
        </div>
      ))}
      {choice === 'handOver' ? (
        <InputField
          id="account-delete-wallet-address"
          className="mt-2"
          required
          dir="auto"
          autoComplete="off"
          label={t('account.deleteAccount.walletAddress')}
          hint={t('account.deleteAccount.walletAddressHint')}
          error={errors.walletAddress}
          registration={register('walletAddress')}
        />
      ) : null}
    </fieldset>
  );
}
