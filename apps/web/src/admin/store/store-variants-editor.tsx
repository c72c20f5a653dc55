import type { StoreVariant } from '@streamit/contract';
import { useId, useState } from 'react';
import { usePointsLabel, useVariantOptions } from '../../features/store/store-text';
import { useTranslation } from '../../i18n/use-translation';
import { StoreVariantForm } from './store-variant-form';

function VariantSummary({ variant }: { variant: StoreVariant }) {
  const { t } = useTranslation();
  const points = usePointsLabel();
  const options = useVariantOptions();
  return (
    <>
      <span dir="ltr">{variant.sku}</span>
      {' · '}
      <span dir="auto">{options(variant) || '—'}</span>
      {' · '}
      {[
        variant.pricePoints === null ? null : points(variant.pricePoints),
        variant.priceArtfi === null ? null : t('store.artfi', { amount: variant.priceArtfi }),
      ]
        .filter(Boolean)
        .join(' / ')}
      {' · '}
      {t('adminStore.products.stock')}: {variant.stock}
    </>
  );
}

function VariantList(props: { variants: StoreVariant[]; onEdit: (variant: StoreVariant) => void }) {
  const { t } = useTranslation();
  if (props.variants.length === 0)
    return <p className="text-body-secondary">{t('adminStore.editor.noVariants')}</p>;
  return (
    <ul className="list-unstyled small mb-3">
      {props.variants.map((variant) => (
        <li key={variant.id} data-testid="store-editor-variant" className="mb-1">
          <VariantSummary variant={variant} />{' '}
          <button
            type="button"
            className="btn btn-sm btn-link p-0 align-baseline"
            aria-label={t('adminStore.editor.editVariantOf', { sku: variant.sku })}
            onClick={() => {
              props.onEdit(variant);
            }}
          >
            {t('adminStore.editor.editVariant')}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * A product's variants, each editable, and the form that adds one (stock starts at 0 and moves by
 * adjustments). Editing swaps the add form for the same fields filled in.
 */
export function StoreVariantsEditor(props: {
  productId: string;
  variants: StoreVariant[];
  onSaved: (variant: StoreVariant) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const [editing, setEditing] = useState<StoreVariant | null>(null);
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4">
      <h4 id={`${id}-heading`} className="h6">
        {t('adminStore.editor.variants')}
      </h4>
      <VariantList variants={props.variants} onEdit={setEditing} />
      <StoreVariantForm
        key={editing?.id ?? 'new'}
        productId={props.productId}
        variant={editing}
        onSaved={(variant) => {
          props.onSaved(variant);
          setEditing(null);
        }}
        onCancel={() => {
          setEditing(null);
        }}
      />
    </section>
  );
}
