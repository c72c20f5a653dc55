import type { StoreOrder } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { OrderStatusBadge } from './order-status-badge';
import { useCancelOrder, useOrder, usePayOrder } from './store.queries';
import { usePointsLabel, useStoreText, useVariantOptions } from './store-text';

/** The steps an order went through, with their times in the reader's language. */
export function OrderTimeline({ order }: { order: StoreOrder }) {
  const { t, i18n } = useTranslation();
  const time = new Intl.DateTimeFormat(i18n.language, { dateStyle: 'medium', timeStyle: 'short' });
  return (
    <ol className="list-unstyled border-start ps-3 mb-2" aria-label={t('store.order.timeline')}>
      {order.timeline.map((step) => (
        <li key={step.status} className="mb-1">
          <OrderStatusBadge status={step.status} />{' '}
          <time dateTime={step.at}>{time.format(new Date(step.at))}</time>
        </li>
      ))}
    </ol>
  );
}

/** Carrier and tracking number once shipped. */
export function OrderTracking({ order }: { order: StoreOrder }) {
  const { t } = useTranslation();
  if (!order.trackingNumber) return null;
  return (
    <p data-testid="order-tracking">
      {t('store.order.tracking', { carrier: order.carrier ?? '', number: order.trackingNumber })}
    </p>
  );
}

/** Where an ARTFI payment stands while it waits for the chain, or why it failed. */
function ArtfiPaymentNote({ order }: { order: StoreOrder }) {
  const { t } = useTranslation();
  const payment = order.artfiPayment;
  if (!payment || payment.state === 'CONFIRMED') return null;
  const awaiting = payment.state === 'AWAITING_CONFIRMATION';
  return (
    <div
      role="status"
      className={`alert ${awaiting ? 'alert-info' : 'alert-warning'}`}
      data-testid="artfi-payment"
    >
      <p className="mb-1">{awaiting ? t('store.order.artfiAwaiting') : t('store.order.artfiFailed')}</p>
      {payment.txHash ? (
        <p className="small mb-0 text-break" dir="ltr">
          {t('store.order.artfiTx', { hash: payment.txHash })}
        </p>
      ) : null}
    </div>
  );
}

function PendingActions({ order }: { order: StoreOrder }) {
  const { t } = useTranslation();
  const pay = usePayOrder();
  const cancel = useCancelOrder();
  // Once tokens may be moving, only the transaction can settle the order: it can be checked, not cancelled.
  const sent = order.artfiPayment !== null;
  return (
    <div className="d-flex flex-wrap gap-2 mb-3">
      <PendingButton
        pending={pay.isPending}
        label={sent ? t('store.order.checkPayment') : t('store.order.payNow')}
        pendingLabel={t('store.order.paying')}
        onClick={() => {
          pay.mutate(order.id);
        }}
      />
      {sent ? null : (
        <button
          type="button"
          className="btn btn-outline-secondary"
          onClick={() => {
            cancel.mutate(order.id);
          }}
        >
          {t('store.order.cancel')}
        </button>
      )}
      {pay.isError ? (
        <p role="alert" className="text-danger w-100">
          {pay.error.message}
        </p>
      ) : null}
    </div>
  );
}

/** An order: confirmation or what it waits for, its lines, address, tracking and timeline. */
export function OrderView({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const text = useStoreText();
  const options = useVariantOptions();
  const points = usePointsLabel();
  const query = useOrder(orderId);
  if (!query.data)
    return <p role="status">{query.isError ? query.error.message : t('store.order.loading')}</p>;
  const order = query.data;
  return (
    <article>
      <h2 className="h3">
        {order.status === 'PENDING_PAYMENT' ? t('store.order.pendingTitle') : t('store.order.title')}
      </h2>
      <p>
        <span dir="ltr">{t('store.order.heading', { id: order.id.slice(0, 8) })}</span>{' '}
        <OrderStatusBadge status={order.status} />
      </p>
      <ArtfiPaymentNote order={order} />
      {order.status === 'PENDING_PAYMENT' ? <PendingActions order={order} /> : null}
      <OrderTracking order={order} />
      <h3 className="h6">{t('store.order.items')}</h3>
      <ul>
        {order.items.map((item) => (
          <li key={item.variantId} dir="auto">
            {item.quantity} × {text(item.title)} {options(item)}
          </li>
        ))}
      </ul>
      <p className="fw-semibold">
        {t('store.order.total')}:{' '}
        {order.totalArtfi === null ? (
          points(order.totalPoints)
        ) : (
          <span dir="ltr">{t('store.artfi', { amount: order.totalArtfi })}</span>
        )}
      </p>
      <h3 className="h6">{t('store.order.shipTo')}</h3>
      <address dir="auto">
        {order.address.fullName}, {order.address.line1} {order.address.line2}, {order.address.city}{' '}
        {order.address.postalCode}, {order.address.country}
      </address>
      <h3 className="h6">{t('store.order.timeline')}</h3>
      <OrderTimeline order={order} />
      <Link to="/merchandise/account">{t('store.order.myOrders')}</Link>
    </article>
  );
}
