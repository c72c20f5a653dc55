import {
  STORE_CATEGORIES,
  STORE_PRODUCT_STATUSES,
  TIERS,
  type AdminStoreProduct,
  type StoreCategory,
  type StoreProductInput,
  type StoreProductStatus,
  type Tier,
} from '@streamit/contract';
import { useId, type ReactNode, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { readFormText } from '../../features/store/form-text';
import { useTranslation } from '../../i18n/use-translation';
import { EditorField, numberOrNull, textOrNull } from './store-editor-field';
import { useSaveStoreProduct } from './store-product-editor.queries';

function inputOf(data: FormData): StoreProductInput {
  return {
    slug: readFormText(data, 'slug'),
    title: { en: readFormText(data, 'titleEn'), ar: readFormText(data, 'titleAr') },
    description: { en: readFormText(data, 'descriptionEn'), ar: readFormText(data, 'descriptionAr') },
    category: readFormText(data, 'category') as StoreCategory,
    status: readFormText(data, 'status') as StoreProductStatus,
    minTier: textOrNull(data, 'minTier') as Tier | null,
    perMemberLimit: numberOrNull(data, 'perMemberLimit'),
    editionSize: numberOrNull(data, 'editionSize'),
  };
}

function Select(props: { id: string; name: string; label: string; value: string; children: ReactNode }) {
  return (
    <div className="col-12 col-md-4">
      <label htmlFor={props.id} className="form-label">
        {props.label}
      </label>
      <select id={props.id} name={props.name} className="form-select" defaultValue={props.value}>
        {props.children}
      </select>
    </div>
  );
}

function Description(props: { id: string; name: string; label: string; value: string; dir?: string }) {
  return (
    <div className="col-12 col-md-6">
      <label htmlFor={props.id} className="form-label">
        {props.label}
      </label>
      <textarea
        id={props.id}
        name={props.name}
        className="form-control"
        rows={3}
        maxLength={4000}
        required={props.name === 'descriptionEn'}
        defaultValue={props.value}
        dir={props.dir}
      />
    </div>
  );
}

function ChoiceFields({ product }: { product: AdminStoreProduct | null }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <Select
        id={`${id}-category`}
        name="category"
        label={t('adminStore.editor.category')}
        value={product?.category ?? 'PRINTS'}
      >
        {STORE_CATEGORIES.map((value) => (
          <option key={value} value={value}>
            {t(`store.categories.${value}`)}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-status`}
        name="status"
        label={t('adminStore.editor.status')}
        value={product?.status ?? 'DRAFT'}
      >
        {STORE_PRODUCT_STATUSES.map((value) => (
          <option key={value} value={value}>
            {t(`adminStore.products.statuses.${value}`)}
          </option>
        ))}
      </Select>
      <Select
        id={`${id}-tier`}
        name="minTier"
        label={t('adminStore.editor.minTier')}
        value={product?.minTier ?? ''}
      >
        <option value="">{t('adminStore.editor.anyTier')}</option>
        {TIERS.map((value) => (
          <option key={value} value={value}>
            {value}
          </option>
        ))}
      </Select>
    </>
  );
}

function TextFields({ product }: { product: AdminStoreProduct | null }) {
  const { t } = useTranslation();
  const id = useId();
  const common = { required: true, maxLength: 200 };
  return (
    <>
      <EditorField
        id={`${id}-title-en`}
        name="titleEn"
        label={t('adminStore.editor.titleEn')}
        defaultValue={product?.title.en}
        dir="ltr"
        {...common}
      />
      <EditorField
        id={`${id}-title-ar`}
        name="titleAr"
        label={t('adminStore.editor.titleAr')}
        defaultValue={product?.title.ar}
        maxLength={200}
        dir="rtl"
      />
      <Description
        id={`${id}-description-en`}
        name="descriptionEn"
        label={t('adminStore.editor.descriptionEn')}
        value={product?.description.en ?? ''}
        dir="ltr"
      />
      <Description
        id={`${id}-description-ar`}
        name="descriptionAr"
        label={t('adminStore.editor.descriptionAr')}
        value={product?.description.ar ?? ''}
        dir="rtl"
      />
    </>
  );
}

function LimitFields({ product }: { product: AdminStoreProduct | null }) {
  const { t } = useTranslation();
  const id = useId();
  const optional = t('adminStore.editor.optional');
  return (
    <>
      <EditorField
        id={`${id}-limit`}
        name="perMemberLimit"
        type="number"
        min={1}
        max={1000}
        step={1}
        label={t('adminStore.editor.perMemberLimit')}
        hint={optional}
        defaultValue={product?.perMemberLimit ?? ''}
      />
      <EditorField
        id={`${id}-edition`}
        name="editionSize"
        type="number"
        min={1}
        max={100000}
        step={1}
        label={t('adminStore.editor.editionSize')}
        hint={optional}
        defaultValue={product?.editionSize ?? ''}
      />
    </>
  );
}

/** The product's own fields: texts in both languages, category, status, tier and limits. */
export function StoreProductForm(props: {
  product: AdminStoreProduct | null;
  onSaved: (product: AdminStoreProduct) => void;
}) {
  const { t } = useTranslation();
  const id = useId();
  const save = useSaveStoreProduct();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const input = inputOf(new FormData(event.currentTarget));
    save.mutate({ id: props.product?.id ?? null, input }, { onSuccess: props.onSaved });
  };
  return (
    <form onSubmit={submit} className="row g-3 mb-4" data-testid="store-product-form">
      <EditorField
        id={`${id}-slug`}
        name="slug"
        label={t('adminStore.editor.slug')}
        hint={t('adminStore.editor.slugHint')}
        defaultValue={props.product?.slug}
        required
        pattern="[a-z0-9]+(-[a-z0-9]+)*"
        maxLength={120}
        dir="ltr"
      />
      <TextFields product={props.product} />
      <ChoiceFields product={props.product} />
      <LimitFields product={props.product} />
      <div className="col-12 d-flex flex-wrap gap-2 align-items-center">
        <PendingButton
          type="submit"
          pending={save.isPending}
          label={t('adminStore.editor.save')}
          pendingLabel={t('adminStore.editor.saving')}
        />
        {save.isSuccess ? (
          <p role="status" className="mb-0 text-success">
            {t('adminStore.editor.saved')}
          </p>
        ) : null}
      </div>
      <FormAlert message={save.isError ? save.error.message : null} />
    </form>
  );
}
