import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { Pager } from '../../components/pager';
import { useTranslation } from '../../i18n/use-translation';
import { OrderStatusBadge } from './order-status-badge';
import { OrderTimeline, OrderTracking } from './order-view';
import { useMyOrders } from './store.queries';
import { useOrderTotalLabel } from './store-text';

const PAGE_SIZE = 5;

/** My Account's orders: each with its status, tracking and timeline, newest first. */
export function MyOrdersSection() {
  const { t, i18n } = useTranslation();
  const total = useOrderTotalLabel();
  const [page, setPage] = useState(1);
  const orders = useMyOrders(page, PAGE_SIZE);
  const date = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium' });
  return (
    <section aria-labelledby="my-orders-heading" className="card mb-4" data-testid="my-orders">
      <div className="card-body">
        <h2 id="my-orders-heading" className="h5">
          {t('store.account.title')}
        </h2>
        {!orders.data ? null : orders.data.items.length === 0 ? (
          <p>
            {t('store.account.empty')} <Link to="/merchandise">{t('store.account.shop')}</Link>
          </p>
        ) : (
          <ul className="list-unstyled mb-0">
            {orders.data.items.map((order) => (
              <li key={order.id} className="border-bottom py-2" data-testid="my-order">
                <Link to="/merchandise/orders/$orderId" params={{ orderId: order.id }}>
                  {t('store.account.open', {
                    id: order.id.slice(0, 8),
                    date: date.format(new Date(order.createdAt)),
                  })}
                </Link>{' '}
                <OrderStatusBadge status={order.status} /> <span className="small">{total(order)}</span>
                <OrderTracking order={order} />
                <OrderTimeline order={order} />
              </li>
            ))}
          </ul>
        )}
        {orders.data ? (
          <Pager
            label={t('store.account.title')}
            page={page}
            limit={PAGE_SIZE}
            total={orders.data.total}
            onPage={setPage}
            previousLabel={t('moderation.pager.previous')}
            nextLabel={t('moderation.pager.next')}
          />
        ) : null}
      </div>
    </section>
  );
}
