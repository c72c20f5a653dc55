import { STORE_MAX_LINE_QUANTITY, type StoreCart, type StoreCheckoutBody } from '@streamit/contract';
import { Link, useNavigate } from '@tanstack/react-router';
import { EmptyState } from '../../components/empty-state';
import { isStepUpRequired, useReauthDialog } from '../../components/reauth-dialog';
import { useTranslation } from '../../i18n/use-translation';
import { createIdempotencyKey } from '../../lib/api-client';
import { CheckoutForm } from './checkout-form';
import { useCart, useCheckoutAndPay, useSetCartItem, type CheckoutAttempt } from './store.queries';
import { usePointsLabel, useStoreText, useVariantOptions } from './store-text';

function CartLines({ cart }: { cart: StoreCart }) {
  const { t } = useTranslation();
  const text = useStoreText();
  const options = useVariantOptions();
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
                {options(line)} {line.unitPoints === null ? '' : `· ${points(line.unitPoints)}`}
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

/**
 * Places and pays the order, then opens it. Where the server asks for a step-up (ARTFI, or an address no paid
 * order went to), the password dialog opens and the same attempt, with its key, runs again once confirmed.
 */
function usePlaceOrder() {
  const { t } = useTranslation();
  const pay = useCheckoutAndPay();
  const navigate = useNavigate();
  const reauth = useReauthDialog('store-checkout-reauth', {
    password: t('store.checkout.reauthLead'),
    twoFactor: t('store.checkout.reauthLeadTwoFactor'),
  });
  const place = (attempt: CheckoutAttempt, options: { onError: (error: Error) => void }) => {
    pay.mutate(attempt, {
      onError: options.onError,
      onSuccess: (order) =>
        void navigate({ to: '/merchandise/orders/$orderId', params: { orderId: order.id } }),
    });
  };
  const submit = (body: StoreCheckoutBody) => {
    reauth.run(place, { body, key: createIdempotencyKey() });
  };
  // A step-up refusal is the dialog's; any other refusal (RECENT_SIGN_IN_REQUIRED included) is the form's.
  const error = pay.isError && !isStepUpRequired(pay.error) ? pay.error.message : null;
  return { submit, pending: pay.isPending, error, dialog: reauth.dialog };
}

/** The member's cart and the checkout that pays it with points or ARTFI, then opens the order. */
export function CartView() {
  const { t } = useTranslation();
  const cart = useCart(true);
  const order = usePlaceOrder();
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
        {order.error ? (
          <p role="alert" className="alert alert-danger">
            {order.error}
          </p>
        ) : null}
        {order.dialog}
        <CheckoutForm
          total={cart.data.totalPoints}
          totalArtfi={cart.data.totalArtfi}
          pending={order.pending}
          onSubmit={order.submit}
        />
      </div>
    </div>
  );
}
