import { Link, useParams } from '@tanstack/react-router';
import { PageTitle } from '../components/page-title';
import { CartView } from '../features/store/cart-view';
import { OrderView } from '../features/store/order-view';
import { ProductDetail } from '../features/store/product-detail';
import { ShopList } from '../features/store/shop-list';
import { useCart } from '../features/store/store.queries';
import { useTranslation } from '../i18n/use-translation';
import { useSession } from '../lib/use-session';

function CartLink() {
  const { t, i18n } = useTranslation();
  const session = useSession();
  const cart = useCart(session.member !== null);
  if (!session.member) return null;
  const count = cart.data?.items.reduce((sum, line) => sum + line.quantity, 0) ?? 0;
  return (
    <Link to="/merchandise/cart" className="btn btn-outline-primary btn-sm">
      {t('store.shop.cart')} ({count.toLocaleString(i18n.language)})
    </Link>
  );
}

/** Route /merchandise: the shop. */
export function ShopPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('store.shop.title')} />
      <div className="d-flex flex-wrap justify-content-between align-items-start gap-2 mb-3">
        <div>
          <h2 className="h3">{t('store.shop.title')}</h2>
          <p className="text-body-secondary mb-0">{t('store.shop.summary')}</p>
        </div>
        <CartLink />
      </div>
      <ShopList />
    </div>
  );
}

/** Route /merchandise/products/$slug: one product. */
export function ProductPage() {
  const { t } = useTranslation();
  const { slug } = useParams({ from: '/_merchandise/merchandise/products/$slug' });
  return (
    <div className="page-container py-5">
      <PageTitle title={t('store.shop.title')} />
      <ProductDetail slug={slug} />
    </div>
  );
}

/** Route /merchandise/cart: the cart and the checkout. */
export function CartPage() {
  const { t } = useTranslation();
  return (
    <div className="page-container py-5">
      <PageTitle title={t('store.cart.title')} />
      <h2 className="h3 mb-3">{t('store.cart.title')}</h2>
      <CartView />
    </div>
  );
}

/** Route /merchandise/orders/$orderId: the order's confirmation and its state. */
export function OrderPage() {
  const { t } = useTranslation();
  const { orderId } = useParams({ from: '/_merchandise/merchandise/orders/$orderId' });
  return (
    <div className="page-container py-5">
      <PageTitle title={t('store.order.title')} />
      <OrderView orderId={orderId} />
    </div>
  );
}
