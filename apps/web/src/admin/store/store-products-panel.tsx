import {
  STORE_LOW_STOCK,
  STORE_PRODUCT_STATUSES,
  type AdminStoreProduct,
  type StoreProductStatus,
  type StoreVariant,
} from '@streamit/contract';
import { STAFF_REASON_MAX, STAFF_REASON_MIN } from '@streamit/contract';
import { useId, useState, type SyntheticEvent } from 'react';
import { readFormText } from '../../features/store/form-text';
import { useVariantOptions } from '../../features/store/store-text';
import { useTranslation } from '../../i18n/use-translation';
import { DataTable } from '../ui/data-table';
import { useStoreAction, useStoreProducts, type StoreAction } from './store-admin.queries';
import { StoreListState } from './store-list-state';
import { StoreProductEditor } from './store-product-editor';

const PAGE_SIZE = 10;
type Run = (action: StoreAction) => void;

/** A signed stock change with its reason; the server records and audits both. */
function StockForm({ variant, run }: { variant: StoreVariant; run: Run }) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const delta = Number(data.get('delta'));
    const reason = readFormText(data, 'reason');
    if (!Number.isInteger(delta) || delta === 0) return;
    run({ kind: 'stock', id: variant.id, body: { delta, reason } });
    event.currentTarget.reset();
  };
  return (
    <form className="d-flex flex-wrap gap-1 align-items-end" onSubmit={submit}>
      <div>
        <label htmlFor={`${id}-delta`} className="form-label small mb-0">
          {t('adminStore.products.delta', { sku: variant.sku })}
        </label>
        <input
          id={`${id}-delta`}
          name="delta"
          type="number"
          step={1}
          required
          className="form-control form-control-sm"
          style={{ width: '6rem' }}
        />
      </div>
      <div>
        <label htmlFor={`${id}-reason`} className="form-label small mb-0">
          {t('adminStore.products.reason')}
        </label>
        <input
          id={`${id}-reason`}
          name="reason"
          required
          minLength={STAFF_REASON_MIN}
          maxLength={STAFF_REASON_MAX}
          className="form-control form-control-sm"
        />
      </div>
      <button type="submit" className="btn btn-sm btn-outline-primary">
        {t('adminStore.products.adjust')}
      </button>
    </form>
  );
}

function ProductRows(props: {
  product: AdminStoreProduct;
  run: Run;
  onEdit: (product: AdminStoreProduct) => void;
}) {
  const { product, run } = props;
  const { t, i18n } = useTranslation();
  const options = useVariantOptions();
  const title = (i18n.language === 'ar' ? product.title.ar : '') || product.title.en;
  return (
    <>
      {product.variants.map((variant, index) => (
        <tr key={variant.id} data-testid="admin-store-variant-row">
          <td dir="auto">
            {index === 0 ? (
              <>
                {title}{' '}
                <button
                  type="button"
                  className="btn btn-link btn-sm p-0 align-baseline"
                  aria-label={t('adminStore.editor.editOf', { title })}
                  onClick={() => {
                    props.onEdit(product);
                  }}
                >
                  {t('adminStore.editor.edit')}
                </button>
              </>
            ) : null}
          </td>
          <td>
            {index === 0 ? (
              <select
                className="form-select form-select-sm"
                aria-label={t('adminStore.products.statusOf', { title })}
                value={product.status}
                onChange={(event) => {
                  run({ kind: 'status', id: product.id, status: event.target.value as StoreProductStatus });
                }}
              >
                {STORE_PRODUCT_STATUSES.map((status) => (
                  <option key={status} value={status}>
                    {t(`adminStore.products.statuses.${status}`)}
                  </option>
                ))}
              </select>
            ) : null}
          </td>
          <td dir="ltr">{variant.sku}</td>
          <td dir="auto">{options(variant)}</td>
          <td>{variant.pricePoints ?? '—'}</td>
          <td className={variant.stock <= STORE_LOW_STOCK ? 'text-danger fw-semibold' : ''}>
            {variant.stock}
          </td>
          <td>
            <StockForm variant={variant} run={run} />
          </td>
        </tr>
      ))}
    </>
  );
}

function ProductsTable(props: {
  items: AdminStoreProduct[];
  run: Run;
  onEdit: (product: AdminStoreProduct) => void;
}) {
  const { t } = useTranslation();
  return (
    <DataTable
      caption={t('adminStore.products.title')}
      captionHidden
      roomy
      regionLabel={t('adminStore.products.title')}
      heads={[
        t('adminStore.products.product'),
        t('adminStore.products.status'),
        t('adminStore.products.sku'),
        t('adminStore.products.options'),
        t('adminStore.products.price'),
        t('adminStore.products.stock'),
        { label: t('adminStore.products.adjust'), hidden: true },
      ]}
    >
      {props.items.map((product) => (
        <ProductRows key={product.id} product={product} run={props.run} onEdit={props.onEdit} />
      ))}
    </DataTable>
  );
}

/** Products and their variants: status, prices and stock, with audited stock adjustments; the editor. */
export function StoreProductsPanel() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const [lowOnly, setLowOnly] = useState(false);
  const list = useStoreProducts({
    page,
    limit: PAGE_SIZE,
    ...(lowOnly ? { lowStock: 'true' as const } : {}),
  });
  const action = useStoreAction();
  // 'new' opens an empty editor; a product opens it filled in.
  const [editing, setEditing] = useState<AdminStoreProduct | 'new' | null>(null);
  return (
    <section aria-labelledby="store-products-heading">
      <div className="d-flex flex-wrap justify-content-between align-items-center gap-2 mb-2">
        <h2 id="store-products-heading" className="h5 mb-0">
          {t('adminStore.products.title')}
        </h2>
        <button
          type="button"
          className="btn btn-sm btn-primary"
          onClick={() => {
            setEditing('new');
          }}
        >
          {t('adminStore.editor.newProduct')}
        </button>
      </div>
      {editing ? (
        <StoreProductEditor
          key={editing === 'new' ? 'new' : editing.id}
          product={editing === 'new' ? null : editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      ) : null}
      <div className="form-check mb-2">
        <input
          id="store-low-stock-only"
          className="form-check-input"
          type="checkbox"
          checked={lowOnly}
          onChange={(event) => {
            setLowOnly(event.target.checked);
            setPage(1);
          }}
        />
        <label className="form-check-label" htmlFor="store-low-stock-only">
          {t('adminStore.products.lowStockOnly', { count: STORE_LOW_STOCK })}
        </label>
      </div>
      <StoreListState
        list={list}
        actionError={action.error}
        pages={{ label: t('adminStore.products.pages'), page, limit: PAGE_SIZE, onPage: setPage }}
      >
        {(data) => <ProductsTable items={data.items} run={action.mutate} onEdit={setEditing} />}
      </StoreListState>
    </section>
  );
}
