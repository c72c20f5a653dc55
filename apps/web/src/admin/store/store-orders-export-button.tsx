import { STORE_ORDERS_EXPORT_PATH, type AdminStoreOrdersExportQuery } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';
import { DownloadButton } from '../maintenance-export/download-button';

/** The download's address: the list's filters without its page. */
export function storeOrdersExportPath(filters: Partial<AdminStoreOrdersExportQuery>): string {
  const query = new URLSearchParams();
  for (const [name, value] of Object.entries(filters)) if (value) query.set(name, value);
  const search = query.toString();
  return search ? `${STORE_ORDERS_EXPORT_PATH}?${search}` : STORE_ORDERS_EXPORT_PATH;
}

/** Downloads the filtered orders as CSV (every matching order, not only the page on screen). */
export function StoreOrdersExportButton({ filters }: { filters: Partial<AdminStoreOrdersExportQuery> }) {
  const { t } = useTranslation();
  return (
    <DownloadButton
      path={storeOrdersExportPath(filters)}
      fileName="store-orders.csv"
      label={t('adminStore.orders.export')}
      pendingLabel={t('adminStore.orders.exporting')}
      failedMessage={t('adminStore.orders.exportFailed')}
    />
  );
}
