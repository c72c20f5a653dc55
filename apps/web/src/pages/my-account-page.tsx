import { useTranslation } from '../i18n/use-translation';
import { PageTitle } from '../components/page-title';
import { MyAccount } from '../features/accounts/my-account';
import { MyOrdersSection } from '../features/store/my-orders-section';
import { SavedAddressesSection } from '../features/store/saved-addresses-section';

/** Route /merchandise/account: My Account. */
export function MyAccountPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('account.title')} />
      <MyOrdersSection />
      <SavedAddressesSection />
      <MyAccount />
    </div>
  );
}
