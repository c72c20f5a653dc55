import {
  CATEGORY_IMAGE_KINDS,
  CATEGORY_IMAGE_MAX_BYTES,
  nameCategory,
  type CategoryImageKind,
  type CategoryImages,
  type ContentCategory,
} from '@streamit/contract';
import { useId, useState, type ChangeEvent } from 'react';
import { FormAlert } from '../../components/form-field';
import { useListCategories } from '../../features/catalog/list-categories.queries';
import { useTranslation } from '../../i18n/use-translation';
import { isApiError } from '../../lib/api-client';
import { formatNumber } from '../../lib/format-locale';
import { QueryState } from '../ui/query-state';
import { useCategoryImages, useUploadCategoryImage } from './category-images.queries';
import './categories.css';

// The types the server accepts (it checks the bytes too, 415 otherwise).
const ACCEPTED = 'image/jpeg,image/png,image/webp';
const URL_OF = { icon: 'iconUrl', banner: 'bannerUrl', thumbnail: 'thumbnailUrl' } as const;

interface SlotProps {
  category: ContentCategory;
  name: string;
  kind: CategoryImageKind;
  url: string | null;
}

/** One image of a category: what is stored now, and a file picker that uploads the replacement at once. */
function ImageSlot({ category, name, kind, url }: SlotProps) {
  const { t, i18n } = useTranslation();
  const id = useId();
  const upload = useUploadCategoryImage();
  const [tooLarge, setTooLarge] = useState(false);
  const kindName = t(`moderation.categories.kinds.${kind}`);
  const pick = (event: ChangeEvent<HTMLInputElement>) => {
    const file = event.target.files?.[0];
    event.target.value = '';
    if (!file) return;
    setTooLarge(file.size > CATEGORY_IMAGE_MAX_BYTES);
    if (file.size <= CATEGORY_IMAGE_MAX_BYTES) upload.mutate({ categoryId: category.id, kind, file });
  };
  const maxMb = formatNumber(CATEGORY_IMAGE_MAX_BYTES / 1024 / 1024, i18n.language);
  const failure = upload.error
    ? isApiError(upload.error)
      ? upload.error.message
      : t('moderation.categories.failed')
    : null;
  return (
    <div className="col-12 col-md-4">
      <div className={`category-image-slot category-image-${kind} border rounded mb-2 bg-body-tertiary`}>
        {url ? (
          <img
            src={url}
            alt={t('moderation.categories.current', { kind: kindName, name })}
            className="img-fluid"
          />
        ) : (
          <p className="small text-body-secondary p-2 mb-0">
            {t('moderation.categories.none', { kind: kindName })}
          </p>
        )}
      </div>
      <label htmlFor={id} className="form-label small">
        {t('moderation.categories.upload', { kind: kindName, name })}
      </label>
      <input
        id={id}
        type="file"
        accept={ACCEPTED}
        className="form-control form-control-sm"
        aria-describedby={`${id}-help`}
        disabled={upload.isPending}
        onChange={pick}
      />
      <p id={`${id}-help`} className="small text-body-secondary mb-1">
        {t('moderation.categories.help', { max: maxMb })}
      </p>
      {upload.isPending ? (
        <p role="status" className="small mb-0">
          {t('moderation.categories.uploading')}
        </p>
      ) : null}
      {upload.isSuccess ? (
        <p role="status" className="small text-success mb-0">
          {t('moderation.categories.saved', { kind: kindName })}
        </p>
      ) : null}
      <FormAlert
        className="mb-0 small"
        message={tooLarge ? t('moderation.categories.tooLarge', { max: maxMb }) : failure}
      />
    </div>
  );
}

function CategoryCard({
  category,
  images,
}: {
  category: ContentCategory;
  images: CategoryImages | undefined;
}) {
  const { i18n } = useTranslation();
  const name = nameCategory(category, i18n.language);
  return (
    <section className="card mb-3" aria-labelledby={`category-${category.id}`}>
      <div className="card-body">
        <h2 id={`category-${category.id}`} className="h5" dir="auto">
          {name}
        </h2>
        <div className="row g-3">
          {CATEGORY_IMAGE_KINDS.map((kind) => (
            <ImageSlot
              key={kind}
              category={category}
              name={name}
              kind={kind}
              url={images?.[URL_OF[kind]] ?? null}
            />
          ))}
        </div>
      </div>
    </section>
  );
}

/** Route /admin/categories (canModerateContent): each content category's icon, banner and thumbnail. */
export function CategoriesPage() {
  const categories = useListCategories();
  const images = useCategoryImages();
  return (
    <QueryState query={categories}>
      {(data) => (
        <QueryState query={images}>
          {(stored) =>
            data.categories.map((category) => (
              <CategoryCard
                key={category.id}
                category={category}
                images={stored.items.find((item) => item.categoryId === category.id)}
              />
            ))
          }
        </QueryState>
      )}
    </QueryState>
  );
}
