import { STORE_ORDER_STATUSES, type AdminStoreOrder, type StoreOrderStatus } from '@streamit/contract';
import { useState } from 'react';
import { FilterBar, FilterSelect } from '../../components/filter-bar';
import { SearchBox } from '../../components/search-box';
import { OrderStatusBadge } from '../../features/store/order-status-badge';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { useStoreAction, useStoreOrders, type StoreAction } from './store-admin.queries';
import { StoreListState } from './store-list-state';
import { StoreOrderActions } from './store-order-actions';
import { StoreOrdersExportButton } from './store-orders-export-button';

const PAGE_SIZE = 20;

function OrderRow({ order, run }: { order: AdminStoreOrder; run: (action: StoreAction) => void }) {
  const { t, i18n } = useTranslation();
  const language = i18n.language === 'ar' ? 'ar' : 'en';
  return (
    <tr data-testid="admin-store-order-row">
      <td dir="ltr" className="small">
        {order.id.slice(0, 8)}
      </td>
      <td>
        <div dir="auto">{order.memberName}</div>
        <div className="small text-body-secondary">{order.memberEmail}</div>
      </td>
      <td>
        {order.items.map((item) => (
          <div key={item.variantId} className="small">
            {item.quantity} × <span dir="auto">{item.title[language] || item.title.en}</span>{' '}
            <span dir="ltr">({item.sku})</span>
          </div>
        ))}
      </td>
      <td>
        {order.totalArtfi === null
          ? t('store.points', {
              count: order.totalPoints,
              amount: order.totalPoints.toLocaleString(i18n.language),
            })
          : t('store.artfi', { amount: order.totalArtfi })}
      </td>
      <td>
        <OrderStatusBadge status={order.status} />
        {order.trackingNumber ? (
          <div className="small" dir="ltr">
            {order.carrier} {order.trackingNumber}
          </div>
        ) : null}
      </td>
      <td>
        <StoreOrderActions order={order} run={run} />
      </td>
    </tr>
  );
}

function OrdersTable({ items, run }: { items: AdminStoreOrder[]; run: (action: StoreAction) => void }) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('adminStore.orders.title')}
      captionHidden
      roomy
      regionLabel={t('adminStore.orders.title')}
      heads={[
        t('adminStore.orders.order'),
        t('adminStore.orders.member'),
        t('adminStore.orders.items'),
        t('adminStore.orders.total'),
        t('adminStore.orders.status'),
        { label: t('adminStore.orders.actions'), hidden: true },
      ]}
    >
      {items.map((order) => (
        <OrderRow key={order.id} order={order} run={run} />
      ))}
    </DataTable>
  );
}

/** Orders to fulfil: filter by status, search by order, member or SKU, and move each on. */
export function StoreOrdersPanel() {
  const { t } = useTranslation();
  const [status, setStatus] = useState<StoreOrderStatus | ''>('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const list = useStoreOrders({ page, limit: PAGE_SIZE, ...(status ? { status } : {}), ...(q ? { q } : {}) });
  const action = useStoreAction();
  return (
    <section aria-labelledby="store-orders-heading" className="mb-5">
      <h2 id="store-orders-heading" className="h5">
        {t('adminStore.orders.title')}
      </h2>
      <FilterBar label={t('adminStore.orders.filters')}>
        <FilterSelect
          id="store-order-status"
          label={t('adminStore.orders.status')}
          value={status}
          anyLabel={t('adminStore.orders.anyStatus')}
          options={STORE_ORDER_STATUSES.map((value) => ({ value, label: t(`store.status.${value}`) }))}
          onChange={(value) => {
            setStatus(value as StoreOrderStatus | '');
            setPage(1);
          }}
        />
      </FilterBar>
      <SearchBox
        value={q}
        label={t('adminStore.orders.search')}
        submitLabel={t('adminStore.orders.searchSubmit')}
        className="my-2"
        onSearch={(words) => {
          setQ(words);
          setPage(1);
        }}
      />
      <StoreOrdersExportButton filters={{ ...(status ? { status } : {}), ...(q ? { q } : {}) }} />
      <StoreListState
        list={list}
        actionError={action.error}
        pages={{ label: t('adminStore.orders.pages'), page, limit: PAGE_SIZE, onPage: setPage }}
      >
        {(data) =>
          data.items.length === 0 ? (
            <p className="text-body-secondary">{t('adminStore.orders.empty')}</p>
          ) : (
            <OrdersTable items={data.items} run={action.mutate} />
          )
        }
      </StoreListState>
    </section>
  );
}
