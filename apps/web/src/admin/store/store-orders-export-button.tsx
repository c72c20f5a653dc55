import { STORE_ORDERS_EXPORT_PATH, type AdminStoreOrdersExportQuery } from '@streamit/contract';
import { useState } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
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
  const [pending, setPending] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const download = () => {
    setPending(true);
    setFailure(null);
    downloadAdminFile(storeOrdersExportPath(filters), 'store-orders.csv')
      .catch((error: unknown) => {
        setFailure(isApiError(error) ? error.message : t('adminStore.orders.exportFailed'));
      })
      .finally(() => {
        setPending(false);
      });
  };
  return (
    <div className="mb-2">
      <PendingButton
        className="btn btn-sm btn-outline-primary"
        pending={pending}
        label={t('adminStore.orders.export')}
        pendingLabel={t('adminStore.orders.exporting')}
        onClick={download}
      />
      <FormAlert message={failure} />
    </div>
  );
}
