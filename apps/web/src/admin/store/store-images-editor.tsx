import {
  STORE_MAX_PRODUCT_IMAGES,
  type StoreImageAlt,
  type StoreProductImage,
  type StoreProductImages,
} from '@streamit/contract';
import { useId, type SyntheticEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { PendingButton } from '../../components/pending-button';
import { readFormText } from '../../features/store/form-text';
import { useTranslation } from '../../i18n/use-translation';
import { EditorField } from './store-editor-field';
import { useChangeStoreImages, type StoreImageChange } from './store-product-editor.queries';

type Change = (change: StoreImageChange) => void;
const altOf = (data: FormData): StoreImageAlt => ({
  en: readFormText(data, 'altEn'),
  ar: readFormText(data, 'altAr'),
});

function moved(ids: string[], index: number, step: number): string[] {
  const next = [...ids];
  const [id] = next.splice(index, 1);
  if (id) next.splice(index + step, 0, id);
  return next;
}

function AltFields({ alt }: { alt?: StoreImageAlt }) {
  const { t } = useTranslation();
  const id = useId();
  return (
    <>
      <EditorField
        id={`${id}-en`}
        name="altEn"
        label={t('adminStore.editor.altEn')}
        required
        maxLength={300}
        defaultValue={alt?.en}
        dir="ltr"
      />
      <EditorField
        id={`${id}-ar`}
        name="altAr"
        label={t('adminStore.editor.altAr')}
        maxLength={300}
        defaultValue={alt?.ar}
        dir="rtl"
      />
    </>
  );
}

function ImageItem(props: { image: StoreProductImage; index: number; ids: string[]; change: Change }) {
  const { t, i18n } = useTranslation();
  const { image, index, ids, change } = props;
  const label = t('adminStore.editor.imageLabel', { number: (index + 1).toLocaleString(i18n.language) });
  const save = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    change({ kind: 'alt', imageId: image.id, alt: altOf(new FormData(event.currentTarget)) });
  };
  return (
    <li className="card mb-2" data-testid="store-editor-image" aria-label={label}>
      <div className="card-body d-flex flex-wrap gap-3">
        <img
          src={image.url}
          alt={i18n.language === 'ar' && image.alt.ar ? image.alt.ar : image.alt.en}
          width={120}
          height={90}
          style={{ objectFit: 'cover' }}
        />
        <form onSubmit={save} className="row g-2 flex-grow-1">
          <AltFields alt={image.alt} />
          <div className="col-12 d-flex flex-wrap gap-2">
            <button type="submit" className="btn btn-sm btn-outline-primary">
              {t('adminStore.editor.saveAlt')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={index === 0}
              aria-label={`${t('adminStore.editor.earlier')}: ${label}`}
              onClick={() => {
                change({ kind: 'order', imageIds: moved(ids, index, -1) });
              }}
            >
              {t('adminStore.editor.earlier')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-secondary"
              disabled={index === ids.length - 1}
              aria-label={`${t('adminStore.editor.later')}: ${label}`}
              onClick={() => {
                change({ kind: 'order', imageIds: moved(ids, index, 1) });
              }}
            >
              {t('adminStore.editor.later')}
            </button>
            <button
              type="button"
              className="btn btn-sm btn-outline-danger"
              aria-label={`${t('adminStore.editor.remove')}: ${label}`}
              onClick={() => {
                change({ kind: 'remove', imageId: image.id });
              }}
            >
              {t('adminStore.editor.remove')}
            </button>
          </div>
        </form>
      </div>
    </li>
  );
}

function UploadForm({
  change,
  pending,
}: {
  change: (change: StoreImageChange, done: () => void) => void;
  pending: boolean;
}) {
  const { t } = useTranslation();
  const id = useId();
  const submit = (event: SyntheticEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const picker = form.querySelector<HTMLInputElement>('input[type="file"]');
    const file = picker?.files?.[0];
    // No picture chosen: nothing to send, so the picture field takes the focus back.
    if (!file) {
      picker?.focus();
      return;
    }
    change({ kind: 'add', file, alt: altOf(new FormData(form)) }, () => {
      form.reset();
    });
  };
  return (
    <form onSubmit={submit} className="row g-2" data-testid="store-image-form">
      <EditorField
        id={`${id}-file`}
        name="file"
        type="file"
        accept="image/jpeg,image/png,image/webp"
        label={t('adminStore.editor.file')}
      />
      <AltFields />
      <div className="col-12">
        <PendingButton
          type="submit"
          className="btn btn-outline-primary"
          pending={pending}
          label={t('adminStore.editor.addImage')}
          pendingLabel={t('adminStore.editor.uploading')}
        />
      </div>
    </form>
  );
}

/** A product's pictures: add with alt text, describe, put in order (the first is the card's) and remove. */
export function StoreImagesEditor(props: {
  productId: string;
  images: StoreProductImage[];
  onChanged: (images: StoreProductImages) => void;
}) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const mutation = useChangeStoreImages(props.productId);
  const change = (next: StoreImageChange, done?: () => void) => {
    mutation.mutate(next, {
      onSuccess: (images) => {
        props.onChanged(images);
        done?.();
      },
    });
  };
  const ids = props.images.map((image) => image.id);
  const max = STORE_MAX_PRODUCT_IMAGES;
  return (
    <section aria-labelledby={`${id}-heading`} className="mb-4">
      <h4 id={`${id}-heading`} className="h6">
        {t('adminStore.editor.images')}
      </h4>
      <p className="form-text">
        {t('adminStore.editor.imagesHint', { count: max, amount: max.toLocaleString(i18n.language) })}
      </p>
      {props.images.length === 0 ? (
        <p className="text-body-secondary">{t('adminStore.editor.noImages')}</p>
      ) : null}
      <ol className="list-unstyled">
        {props.images.map((image, index) => (
          <ImageItem key={image.id} image={image} index={index} ids={ids} change={change} />
        ))}
      </ol>
      <FormAlert message={mutation.isError ? mutation.error.message : null} />
      {props.images.length < max ? <UploadForm change={change} pending={mutation.isPending} /> : null}
    </section>
  );
}
