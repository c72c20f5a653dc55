import { STORE_MAX_LINE_QUANTITY, type StoreCart } from '@streamit/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { useTranslation } from '../../i18n/use-translation';
import { CheckoutForm } from './checkout-form';
import { useCart, useCheckoutAndPay, useSetCartItem } from './store.queries';
import { usePointsLabel, useStoreText } from './store-text';

function CartLines({ cart }: { cart: StoreCart }) {
  const { t } = useTranslation();
  const text = useStoreText();
  const points = usePointsLabel();
  const set = useSetCartItem();
  return (
    <ul className="list-group mb-3">
      {cart.items.map((line) => {
        const title = text(line.title);
        return (
          <li
            key={line.variantId}
            className="list-group-item d-flex flex-wrap gap-2 align-items-center"
            data-testid="cart-line"
          >
            <div className="flex-grow-1">
              <div dir="auto">{title}</div>
              <div className="small text-body-secondary" dir="auto">
                {[line.size, line.colour].filter(Boolean).join(' · ')}{' '}
                {line.unitPoints === null ? '' : `· ${points(line.unitPoints)}`}
              </div>
            </div>
            <select
              className="form-select form-select-sm w-auto"
              aria-label={t('store.cart.quantity', { title })}
              value={line.quantity}
              onChange={(event) => {
                set.mutate({ variantId: line.variantId, quantity: Number(event.target.value) });
              }}
            >
              {Array.from(
                { length: Math.min(STORE_MAX_LINE_QUANTITY, Math.max(line.stock, line.quantity)) },
                (_, i) => i + 1,
              ).map((n) => (
                <option key={n} value={n}>
                  {n}
                </option>
              ))}
            </select>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              onClick={() => {
                set.mutate({ variantId: line.variantId, quantity: 0 });
              }}
            >
              {t('store.cart.remove', { title })}
            </button>
          </li>
        );
      })}
      <li className="list-group-item d-flex justify-content-between fw-semibold">
        <span>{t('store.cart.total')}</span>
        <span>
          {points(cart.totalPoints)}
          {cart.totalArtfi === null ? null : (
            <span dir="ltr"> · {t('store.artfi', { amount: cart.totalArtfi })}</span>
          )}
        </span>
      </li>
    </ul>
  );
}

/** The member's cart and the checkout that pays it with points, then opens the order. */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart(true);
  const pay = useCheckoutAndPay();
  const navigate = useNavigate();
  if (!cart.data) return <p role="status">{t('store.cart.loading')}</p>;
  if (cart.data.items.length === 0)
    return (
      <EmptyState
        title={t('store.cart.empty')}
        body=""
        headingLevel={2}
        action={
          <Link to="/merchandise" className="btn btn-primary">
            {t('store.cart.continue')}
          </Link>
        }
      />
    );
  return (
    <div className="row g-4">
      <div className="col-12 col-lg-6">
        <CartLines cart={cart.data} />
      </div>
      <div className="col-12 col-lg-6">
        {pay.isError ? (
          <p role="alert" className="alert alert-danger">
            {pay.error.message}
          </p>
        ) : null}
        <CheckoutForm
          total={cart.data.totalPoints}
          totalArtfi={cart.data.totalArtfi}
          pending={pay.isPending}
          onSubmit={(body) => {
            pay.mutate(body, {
              onSuccess: (order) =>
                void navigate({ to: '/merchandise/orders/$orderId', params: { orderId: order.id } }),
            });
          }}
        />
      </div>
    </div>
  );
}
