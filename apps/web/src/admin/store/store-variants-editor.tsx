import type { StoreVariant, StoreVariantInput } from '@streamit/contract';
import { useId, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { readFormText } from '../../features/store/form-text';
import { usePointsLabel } from '../../features/store/store-text';
import { useTranslation } from '../../i18n/use-translation';
import { EditorField, numberOrNull, textOrNull } from './store-editor-field';
import { useAddStoreVariant } from './store-product-editor.queries';

function inputOf(data: FormData): StoreVariantInput {
  return {
    sku: readFormText(data, 'sku').toUpperCase(),
    size: textOrNull(data, 'size'),
    colour: textOrNull(data, 'colour'),
    pricePoints: numberOrNull(data, 'pricePoints'),
    priceArtfi: textOrNull(data, 'priceArtfi'),
  };
}

function VariantList({ variants }: { variants: StoreVariant[] }) {
  const { t } = useTranslation();
  const points = usePointsLabel();
  if (variants.length === 0)
    return <p className="text-body-secondary">{t('adminStore.editor.noVariants')}</p>;
  return (
    <ul className="list-unstyled small mb-3">
      {variants.map((variant) => (
        <li key={variant.id} data-testid="store-editor-variant">
          <span dir="ltr">{variant.sku}</span>
          {' · '}
          <span dir="auto">{[variant.size, variant.colour].filter(Boolean).join(' · ') || '—'}</span>
          {' · '}
          {[
            variant.pricePoints === null ? null : points(variant.pricePoints),
            variant.priceArtfi === null ? null : t('store.artfi', { amount: variant.priceArtfi }),
          ]
            .filter(Boolean)
            .join(' / ')}
          {' · '}
          {t('adminStore.products.stock')}: {variant.stock}
        </li>
      ))}
    </ul>
  );
}

/** A product's variants and the form that adds one (stock starts at 0 and moves by adjustments). */
export function StoreVariantsEditor(props: {
  productId: string;
  variants: StoreVariant[];
  onAdded: (variant: StoreVariant) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const add = useAddStoreVariant(props.productId);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    add.mutate(inputOf(new FormData(form)), {
      onSuccess: (variant) => {
        props.onAdded(variant);
        form.reset();
      },
    });
  };
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4">
      <h4 id={`${id}-heading`} className="h6">
        {t('adminStore.editor.variants')}
      </h4>
      <VariantList variants={props.variants} />
      <form onSubmit={submit} className="row g-2" data-testid="store-variant-form">
        <EditorField
          id={`${id}-sku`}
          name="sku"
          label={t('adminStore.editor.sku')}
          required
          pattern="[A-Za-z0-9][A-Za-z0-9\-]{1,63}"
          dir="ltr"
        />
        <EditorField id={`${id}-size`} name="size" label={t('adminStore.editor.size')} maxLength={40} />
        <EditorField id={`${id}-colour`} name="colour" label={t('adminStore.editor.colour')} maxLength={40} />
        <EditorField
          id={`${id}-points`}
          name="pricePoints"
          type="number"
          min={1}
          step={1}
          label={t('adminStore.editor.pricePoints')}
          hint={t('adminStore.editor.priceHint')}
        />
        <EditorField
          id={`${id}-artfi`}
          name="priceArtfi"
          inputMode="decimal"
          pattern="\d{1,12}(\.\d{1,18})?"
          label={t('adminStore.editor.priceArtfi')}
          dir="ltr"
        />
        <div className="col-12 d-flex flex-wrap gap-2 align-items-center">
          <PendingButton
            type="submit"
            className="btn btn-outline-primary"
            pending={add.isPending}
            label={t('adminStore.editor.addVariant')}
            pendingLabel={t('adminStore.editor.addingVariant')}
          />
          <span className="form-text">{t('adminStore.editor.stockHint')}</span>
        </div>
        <FormAlert message={add.isError ? add.error.message : null} />
      </form>
    </section>
  );
}
