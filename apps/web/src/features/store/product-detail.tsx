import { TIERS, type StoreProduct, type StoreVariant } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { ErrorState } from '../../components/error-state';
import { PendingButton } from '../../components/pending-button';
import { useTranslation } from '../../i18n/use-translation';
import { pointsFiguresQuery } from '../../lib/points-figures';
import { useSession } from '../../lib/use-session';
import { ProductGallery } from './product-gallery';
import { useSetCartItem, useShopProduct } from './store.queries';
import { usePointsLabel, useStoreText, useVariantOptions } from './store-text';

function VariantPicker(props: { variants: StoreVariant[]; value: string; onChange: (id: string) => void }) {
  const { t, i18n } = useTranslation();
  const points = usePointsLabel();
  const options = useVariantOptions();
  const name = useId();
  return (
    <fieldset className="mb-3">
      <legend className="form-label fs-6">{t('store.product.variant')}</legend>
      {props.variants.map((variant) => (
        <div className="form-check" key={variant.id}>
          <input
            id={`${name}-${variant.id}`}
            className="form-check-input"
            type="radio"
            name={name}
            value={variant.id}
            checked={props.value === variant.id}
            disabled={variant.stock === 0}
            onChange={() => {
              props.onChange(variant.id);
            }}
          />
          <label className="form-check-label" htmlFor={`${name}-${variant.id}`}>
            <span dir="auto">{options(variant) || variant.sku}</span>
            {variant.pricePoints === null ? null : ` · ${points(variant.pricePoints)}`}
            {' · '}
            {variant.stock === 0
              ? t('store.product.soldOut')
              : t('store.product.stockLeft', {
                  count: variant.stock,
                  amount: variant.stock.toLocaleString(i18n.language),
                })}
          </label>
        </div>
      ))}
    </fieldset>
  );
}

function Affordability({ price }: { price: number }) {
  const { t, i18n } = useTranslation();
  // The header's own query: one request, and the payment's refresh updates both.
  const figures = useQuery(pointsFiguresQuery());
  if (!figures.data) return null;
  const balance = figures.data.balance;
  const format = (n: number) => n.toLocaleString(i18n.language);
  return balance >= price ? (
    <p className="text-success small">
      {t('store.product.canAfford', { count: balance, balance: format(balance) })}
    </p>
  ) : (
    <p className="text-danger small">
      {t('store.product.cannotAfford', {
        count: balance,
        balance: format(balance),
        missing: format(price - balance),
      })}
    </p>
  );
}

function BuyBox({ product }: { product: StoreProduct }) {
  const { t } = useTranslation();
  const session = useSession();
  const firstInStock = product.variants.find((variant) => variant.stock > 0);
  const [variantId, setVariantId] = useState(firstInStock?.id ?? '');
  const add = useSetCartItem();
  const variant = product.variants.find((item) => item.id === variantId);
  const tierMissing =
    product.minTier !== null &&
    TIERS.indexOf(session.member?.tier ?? 'BASIC') < TIERS.indexOf(product.minTier);
  if (!session.member)
    return (
      <Link
        to="/auth/login"
        search={{ redirect: `/merchandise/products/${product.slug}` }}
        className="btn btn-primary"
      >
        {t('store.product.signIn')}
      </Link>
    );
  return (
    <>
      <VariantPicker variants={product.variants} value={variantId} onChange={setVariantId} />
      {variant?.pricePoints ? <Affordability price={variant.pricePoints} /> : null}
      {tierMissing && product.minTier ? (
        <p className="text-danger small">{t('store.product.tierRequired', { tier: product.minTier })}</p>
      ) : null}
      <div className="d-flex flex-wrap gap-2 align-items-center">
        <PendingButton
          pending={add.isPending}
          label={t('store.product.addToCart')}
          pendingLabel={t('store.product.adding')}
          onClick={() => {
            if (variant && !tierMissing) add.mutate({ variantId: variant.id, quantity: 1 });
          }}
        />
        {add.isSuccess ? (
          <p role="status" className="mb-0">
            {t('store.product.added')} <Link to="/merchandise/cart">{t('store.product.viewCart')}</Link>
          </p>
        ) : null}
      </div>
      {add.isError ? (
        <p role="alert" className="text-danger mt-2">
          {add.error.message}
        </p>
      ) : null}
    </>
  );
}

/** A product page: texts, rules, the variant picker with stock left, what the member can afford, add to cart. */
export function ProductDetail({ slug }: { slug: string }) {
  const { t, i18n } = useTranslation();
  const text = useStoreText();
  const product = useShopProduct(slug);
  if (product.isError)
    return (
      <ErrorState
        title={t('store.product.notFound')}
        body={product.error.message}
        retryLabel={t('store.shop.retry')}
        onRetry={() => void product.refetch()}
      />
    );
  if (!product.data) return <p role="status">{t('store.shop.loading')}</p>;
  const { data } = product;
  const number = (n: number) => n.toLocaleString(i18n.language);
  return (
    <article className="row g-4">
      <div className="col-12 col-md-7">
        <ProductGallery images={data.images} />
        <p className="small text-body-secondary mb-1">{t(`store.categories.${data.category}`)}</p>
        <h2 className="h3" dir="auto">
          {text(data.title)}
        </h2>
        <p dir="auto">{text(data.description)}</p>
        <ul className="list-unstyled small text-body-secondary">
          {data.editionSize ? (
            <li>{t('store.product.edition', { amount: number(data.editionSize) })}</li>
          ) : null}
          {data.perMemberLimit ? (
            <li>
              {t('store.product.limit', { count: data.perMemberLimit, amount: number(data.perMemberLimit) })}
            </li>
          ) : null}
          {data.minTier ? <li>{t('store.shop.tierOnly', { tier: data.minTier })}</li> : null}
        </ul>
        <Link to="/merchandise">{t('store.product.back')}</Link>
      </div>
      <div className="col-12 col-md-5">
        <BuyBox product={data} />
      </div>
    </article>
  );
}
