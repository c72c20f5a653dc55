import { STORE_MAX_SAVED_ADDRESSES, isPostalCodeValid } from '@streamit/contract';
import { useState, type SyntheticEvent } from 'react';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { AddressFields, addressOf, formatAddress } from './address-fields';
import { useDeleteAddress, useSaveAddress, useSavedAddresses } from './store.queries';

/** The form that saves one more address, with the checkout's country-aware postcode check. */
function AddAddressForm() {
  const { t } = useTranslation();
  const save = useSaveAddress();
  const [postcodeError, setPostcodeError] = useState(false);
  const [round, setRound] = useState(0);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const address = addressOf(new FormData(event.currentTarget));
    if (!address) return;
    const valid = isPostalCodeValid(address.country, address.postalCode);
    setPostcodeError(!valid);
    if (valid)
      save.mutate(address, {
        onSuccess: () => {
          setRound((value) => value + 1);
        },
      });
  };
  return (
    <form onSubmit={submit} aria-labelledby="add-address-heading" className="mt-3">
      <h3 id="add-address-heading" className="h6">
        {t('store.addresses.add')}
      </h3>
      <AddressFields key={round} postcodeError={postcodeError} />
      {save.isError ? (
        <p role="alert" className="text-danger mt-2">
          {save.error.message}
        </p>
      ) : null}
      <PendingButton
        type="submit"
        className="btn btn-primary mt-3"
        pending={save.isPending}
        label={t('store.addresses.save')}
        pendingLabel={t('store.addresses.saving')}
      />
    </form>
  );
}

/** My Account's saved shipping addresses: the list with remove, and a form to add one (picked at checkout). */
export function SavedAddressesSection() {
  const { t } = useTranslation();
  const saved = useSavedAddresses();
  const remove = useDeleteAddress();
  const items = saved.data?.items ?? [];
  return (
    <section aria-labelledby="saved-addresses-heading" className="card mb-4" data-testid="saved-addresses">
      <div className="card-body">
        <h2 id="saved-addresses-heading" className="h5">
          {t('store.addresses.title')}
        </h2>
        {items.length === 0 ? <p>{t('store.addresses.empty')}</p> : null}
        <ul className="list-unstyled mb-0">
          {items.map((item) => (
            <li key={item.id} className="border-bottom py-2 d-flex flex-wrap gap-2 align-items-center">
              <span className="flex-grow-1" dir="auto">
                {formatAddress(item.address)}
              </span>
              <button
                type="button"
                className="btn btn-sm btn-outline-danger"
                onClick={() => {
                  remove.mutate(item.id);
                }}
              >
                {t('store.addresses.remove', { address: item.address.line1 })}
              </button>
            </li>
          ))}
        </ul>
        {items.length < STORE_MAX_SAVED_ADDRESSES ? <AddAddressForm /> : null}
      </div>
    </section>
  );
}
