import type { AdminStoreProduct, StoreVariant } from '@streamit/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { StoreImagesEditor } from './store-images-editor';
import { StoreProductForm } from './store-product-form';
import { StoreVariantsEditor } from './store-variants-editor';

/** The variants with `saved` in place of its old self, or added at the end when it is new. */
function withVariant(variants: StoreVariant[], saved: StoreVariant): StoreVariant[] {
  const known = variants.some((variant) => variant.id === saved.id);
  return known
    ? variants.map((variant) => (variant.id === saved.id ? saved : variant))
    : [...variants, saved];
}

/**
 * Creates or edits one product: its fields, then (once saved) its variants and pictures. The editor keeps
 * the product as the server last answered it, so a new product gains variants and pictures without a reload.
 */
export function StoreProductEditor(props: { product: AdminStoreProduct | null; onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const [product, setProduct] = useState(props.product);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section
      aria-labelledby="store-editor-heading"
      className="border rounded p-3 mb-4"
      data-testid="store-product-editor"
    >
      <div className="d-flex justify-content-between align-items-start gap-2 mb-3">
        <h3 id="store-editor-heading" className="h5" tabIndex={-1} ref={heading}>
          {product
            ? t('adminStore.editor.editTitle', {
                title: (i18n.language === 'ar' ? product.title.ar : '') || product.title.en,
              })
            : t('adminStore.editor.createTitle')}
        </h3>
        <button type="button" className="btn btn-sm btn-outline-secondary" onClick={props.onClose}>
          {t('adminStore.editor.close')}
        </button>
      </div>
      <StoreProductForm product={product} onSaved={setProduct} />
      {product ? (
        <>
          <StoreVariantsEditor
            productId={product.id}
            variants={product.variants}
            onSaved={(variant) => {
              setProduct({ ...product, variants: withVariant(product.variants, variant) });
            }}
          />
          <StoreImagesEditor
            productId={product.id}
            images={product.images}
            onChanged={({ items }) => {
              setProduct({ ...product, images: items, imageUrl: items[0]?.url ?? null });
            }}
          />
        </>
      ) : (
        <p className="text-body-secondary">{t('adminStore.editor.saveFirst')}</p>
      )}
    </section>
  );
}
