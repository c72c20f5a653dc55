import { STORE_ORDERS_EXPORT_PATH, type AdminStoreOrdersExportQuery } from '@streamit/contract';
import { DownloadButton } from '../../components/download-button';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { downloadAdminFile } from '../maintenance-export/download-file';

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
      label={t('adminStore.orders.export')}
      pendingLabel={t('adminStore.orders.exporting')}
      download={() => downloadAdminFile(storeOrdersExportPath(filters), 'store-orders.csv')}
      failureOf={(error) => (isApiError(error) ? error.message : t('adminStore.orders.exportFailed'))}
    />
  );
}
