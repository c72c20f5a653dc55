import type { StoreVariant, StoreVariantInput } from '@streamit/contract';
import { useEffect, useId, useRef, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { readFormText } from '../../features/store/form-text';
import { useTranslation } from '../../i18n/use-translation';
import { EditorField, numberOrNull, textOrNull } from './store-editor-field';
import { useAddStoreVariant, useEditStoreVariant } from './store-product-editor.queries';

function inputOf(data: FormData): StoreVariantInput {
  return {
    sku: readFormText(data, 'sku').toUpperCase(),
    size: textOrNull(data, 'size'),
    colour: textOrNull(data, 'colour'),
    pricePoints: numberOrNull(data, 'pricePoints'),
    priceArtfi: textOrNull(data, 'priceArtfi'),
  };
}

/** The variant fields, filled in from `variant` when one is being edited. */
function VariantFields({ variant }: { variant: StoreVariant | null }) {
  const { t } = useTranslation();
  const id = useId();
  const sku = useRef<HTMLInputElement>(null);
  // Opening an edit moves focus into its form, so keyboard users land on what they asked to change.
  useEffect(() => {
    if (variant) sku.current?.focus();
  }, [variant]);
  return (
    <>
      <EditorField
        ref={sku}
        id={`${id}-sku`}
        name="sku"
        label={t('adminStore.editor.sku')}
        required
        pattern="[A-Za-z0-9][A-Za-z0-9\-]{1,63}"
        dir="ltr"
        defaultValue={variant?.sku}
      />
      {(['size', 'colour'] as const).map((option) => (
        <EditorField
          key={option}
          id={`${id}-${option}`}
          name={option}
          label={t(option === 'size' ? 'adminStore.editor.size' : 'adminStore.editor.colour')}
          maxLength={40}
          defaultValue={variant?.[option] ?? ''}
        />
      ))}
      <EditorField
        id={`${id}-points`}
        name="pricePoints"
        type="number"
        min={1}
        step={1}
        label={t('adminStore.editor.pricePoints')}
        hint={t('adminStore.editor.priceHint')}
        defaultValue={variant?.pricePoints ?? ''}
      />
      <EditorField
        id={`${id}-artfi`}
        name="priceArtfi"
        inputMode="decimal"
        pattern="\d{1,12}(\.\d{1,18})?"
        label={t('adminStore.editor.priceArtfi')}
        dir="ltr"
        defaultValue={variant?.priceArtfi ?? ''}
      />
    </>
  );
}

/** Saves a new variant (POST) or, with `variant`, changes that one (PUT); both give back the saved variant. */
function useSaveVariant(productId: string, variant: StoreVariant | null) {
  const add = useAddStoreVariant(productId);
  const edit = useEditStoreVariant();
  const save = (input: StoreVariantInput, onSuccess: (saved: StoreVariant) => void) => {
    if (variant) edit.mutate({ id: variant.id, input }, { onSuccess });
    else add.mutate(input, { onSuccess });
  };
  const state = variant ? edit : add;
  return { save, pending: state.isPending, error: state.isError ? state.error.message : null };
}

/** The form that adds a variant or, given one, edits it; stock is not here (it moves by adjustments). */
export function StoreVariantForm(props: {
  productId: string;
  variant: StoreVariant | null;
  onSaved: (variant: StoreVariant) => void;
  onCancel: () => void;
}) {
  const { t } = useTranslation();
  const { variant } = props;
  const saving = useSaveVariant(props.productId, variant);
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    saving.save(inputOf(new FormData(form)), (saved) => {
      props.onSaved(saved);
      form.reset();
    });
  };
  const label = variant ? t('adminStore.editor.editingVariant', { sku: variant.sku }) : undefined;
  return (
    <form onSubmit={submit} className="row g-2" data-testid="store-variant-form" aria-label={label}>
      {variant ? <p className="col-12 fw-semibold mb-0">{label}</p> : null}
      <VariantFields variant={variant} />
      <div className="col-12 d-flex flex-wrap gap-2 align-items-center">
        <PendingButton
          type="submit"
          className="btn btn-outline-primary"
          pending={saving.pending}
          label={t(variant ? 'adminStore.editor.saveVariant' : 'adminStore.editor.addVariant')}
          pendingLabel={t(variant ? 'adminStore.editor.savingVariant' : 'adminStore.editor.addingVariant')}
        />
        {variant ? (
          <button type="button" className="btn btn-outline-secondary" onClick={props.onCancel}>
            {t('adminStore.editor.cancelEdit')}
          </button>
        ) : null}
        <span className="form-text">
          {t(variant ? 'adminStore.editor.priceChangeHint' : 'adminStore.editor.stockHint')}
        </span>
      </div>
      <FormAlert message={saving.error} />
    </form>
  );
}
