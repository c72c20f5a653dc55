import { STORE_CATEGORIES, type StoreCategory, type StoreProductSummary } from '@streamit/contract';
import { Link } from '@tanstack/react-router';
import { useState } from 'react';
import { EmptyState } from '../../components/empty-state';
import { ErrorState } from '../../components/error-state';
import { FilterBar, FilterSelect } from '../../components/filter-bar';
import { Pager } from '../../components/pager';
import { SearchBox } from '../../components/search-box';
import { useTranslation } from '../../i18n/use-translation';
import { useShopProducts } from './store.queries';
import { usePointsLabel, useStoreText } from './store-text';

const PAGE_SIZE = 12;
const PRICE_STEPS = [300, 500, 1000, 5000] as const;

function ProductCard({ product }: { product: StoreProductSummary }) {
  const { t } = useTranslation();
  const text = useStoreText();
  const points = usePointsLabel();
  return (
    <article className="card h-100" data-testid="store-product-card">
      {/* The title link below names the product; the picture adds nothing a screen reader needs. */}
      {product.imageUrl ? (
        <img
          src={product.imageUrl}
          alt=""
          loading="lazy"
          className="card-img-top bg-body-tertiary"
          style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      ) : null}
      <div className="card-body d-flex flex-column gap-1">
        <p className="small text-body-secondary mb-0">{t(`store.categories.${product.category}`)}</p>
        <h2 className="h6 card-title mb-1">
          <Link
            to="/merchandise/products/$slug"
            params={{ slug: product.slug }}
            className="stretched-link"
            dir="auto"
          >
            {text(product.title)}
          </Link>
        </h2>
        {product.fromPoints === null ? null : (
          <p className="mb-0 fw-semibold">{points(product.fromPoints)}</p>
        )}
        {product.minTier ? (
          <span className="badge text-bg-dark align-self-start">
            {t('store.shop.tierOnly', { tier: product.minTier })}
          </span>
        ) : null}
        {product.stockLeft === 0 ? (
          <span className="badge text-bg-secondary align-self-start">{t('store.shop.soldOut')}</span>
        ) : null}
      </div>
    </article>
  );
}

function ShopFilters(props: {
  category: string;
  maxPoints: string;
  onCategory: (v: string) => void;
  onMax: (v: string) => void;
}) {
  const { t } = useTranslation();
  const points = usePointsLabel();
  return (
    <FilterBar label={t('store.shop.filters')}>
      <FilterSelect
        id="shop-category"
        label={t('store.shop.category')}
        value={props.category}
        anyLabel={t('store.shop.anyCategory')}
        options={STORE_CATEGORIES.map((value) => ({ value, label: t(`store.categories.${value}`) }))}
        onChange={props.onCategory}
      />
      <FilterSelect
        id="shop-max-points"
        label={t('store.shop.maxPoints')}
        value={props.maxPoints}
        anyLabel={t('store.shop.anyPrice')}
        options={PRICE_STEPS.map((value) => ({ value: String(value), label: points(value) }))}
        onChange={props.onMax}
      />
    </FilterBar>
  );
}

/** The shop: category and price filters, a search, and a page of products on sale. */
export function ShopList() {
  const { t } = useTranslation();
  const [category, setCategory] = useState('');
  const [maxPoints, setMaxPoints] = useState('');
  const [q, setQ] = useState('');
  const [page, setPage] = useState(1);
  const query = {
    page,
    limit: PAGE_SIZE,
    ...(category ? { category: category as StoreCategory } : {}),
    ...(maxPoints ? { maxPoints: Number(maxPoints) } : {}),
    ...(q ? { q } : {}),
  };
  const list = useShopProducts(query);
  const reset =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setPage(1);
    };
  return (
    <>
      <ShopFilters
        category={category}
        maxPoints={maxPoints}
        onCategory={reset(setCategory)}
        onMax={reset(setMaxPoints)}
      />
      <SearchBox
        value={q}
        label={t('store.shop.search')}
        submitLabel={t('store.shop.searchSubmit')}
        className="my-3"
        onSearch={reset(setQ)}
      />
      {list.isError ? (
        <ErrorState
          title={t('store.shop.failed')}
          body={list.error.message}
          retryLabel={t('store.shop.retry')}
          onRetry={() => void list.refetch()}
        />
      ) : !list.data ? (
        <p role="status">{t('store.shop.loading')}</p>
      ) : list.data.items.length === 0 ? (
        <EmptyState title={t('store.shop.empty')} body="" headingLevel={2} />
      ) : (
        <>
          <div className="row row-cols-1 row-cols-sm-2 row-cols-lg-4 g-3 mb-3">
            {list.data.items.map((product) => (
              <div className="col" key={product.id}>
                <ProductCard product={product} />
              </div>
            ))}
          </div>
          <Pager
            label={t('store.shop.pages')}
            page={page}
            limit={PAGE_SIZE}
            total={list.data.total}
            onPage={setPage}
            previousLabel={t('moderation.pager.previous')}
            nextLabel={t('moderation.pager.next')}
            describePosition={(current, pages) => t('moderation.pager.position', { page: current, pages })}
          />
        </>
      )}
    </>
  );
}
