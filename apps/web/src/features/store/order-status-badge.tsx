import type { StoreOrderStatus } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

const TONES: Record<StoreOrderStatus, string> = {
  PENDING_PAYMENT: 'text-bg-warning',
  PAID: 'text-bg-info',
  FULFILLING: 'text-bg-info',
  SHIPPED: 'text-bg-primary',
  DELIVERED: 'text-bg-success',
  CANCELLED: 'text-bg-secondary',
  REFUNDED: 'text-bg-secondary',
};

/** An order's status as a badge, in the reader's language. */
export function OrderStatusBadge({ status }: { status: StoreOrderStatus }) {
  const { t } = useTranslation();
  return <span className={`badge ${TONES[status]}`}>{t(`store.status.${status}`)}</span>;
}
