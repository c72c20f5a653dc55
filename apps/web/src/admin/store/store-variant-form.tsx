import type { StoreText, StoreVariant, StoreVariantInput } from '@streamit/contract';
import { useEffect, useId, useRef, useState, type ChangeEvent, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { readFormText } from '../../features/store/form-text';
import { useTranslation } from '../../i18n/use-translation';
import { EditorField, numberOrNull, textOrNull } from './store-editor-field';
import { useAddStoreVariant, useEditStoreVariant } from './store-product-editor.queries';

type VariantOption = 'size' | 'colour';

/** A size or colour as typed in its two fields; null when both are left empty (the variant has none). */
function optionOf(data: FormData, option: VariantOption): StoreText | null {
  const en = readFormText(data, `${option}En`);
  const ar = readFormText(data, `${option}Ar`);
  return en || ar ? { en, ar } : null;
}

function inputOf(data: FormData): StoreVariantInput {
  return {
    sku: readFormText(data, 'sku').toUpperCase(),
    size: optionOf(data, 'size'),
    colour: optionOf(data, 'colour'),
    pricePoints: numberOrNull(data, 'pricePoints'),
    priceArtfi: textOrNull(data, 'priceArtfi'),
  };
}

/** Props of an option's two inputs: typing either makes both required, as the server takes both or neither. */
function useOptionInputs(option: VariantOption, value: StoreText | null) {
  const id = useId();
  const [typed, setTyped] = useState({ en: Boolean(value?.en), ar: Boolean(value?.ar) });
  return (language: 'en' | 'ar') => ({
    id: `${id}-${language}`,
    name: `${option}${language === 'en' ? 'En' : 'Ar'}`,
    maxLength: 40,
    required: typed.en || typed.ar,
    defaultValue: value?.[language] ?? '',
    onChange: (event: ChangeEvent<HTMLInputElement>) => {
      const given = event.currentTarget.value.trim() !== '';
      setTyped((before) => ({ ...before, [language]: given }));
    },
  });
}

/** A size or colour in English and in Arabic. */
function OptionFields({ option, value }: { option: VariantOption; value: StoreText | null }) {
  const { t } = useTranslation();
  const input = useOptionInputs(option, value);
  const size = option === 'size';
  return (
    <>
      <EditorField
        {...input('en')}
        label={t(size ? 'adminStore.editor.sizeEn' : 'adminStore.editor.colourEn')}
        dir="ltr"
      />
      <EditorField
        {...input('ar')}
        label={t(size ? 'adminStore.editor.sizeAr' : 'adminStore.editor.colourAr')}
        dir="rtl"
        lang="ar"
      />
    </>
  );
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
      <OptionFields option="size" value={variant?.size ?? null} />
      <OptionFields option="colour" value={variant?.colour ?? null} />
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
