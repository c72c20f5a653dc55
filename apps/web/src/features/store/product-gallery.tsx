import type { StoreProductImage } from '@streamit/contract';
import { useRef, useState, type KeyboardEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { useStoreText } from './store-text';

/** Arrow keys move along the thumbnails in reading order: right is "next" in English, "previous" in Arabic. */
function stepOf(key: string, rtl: boolean): number {
  if (key === 'ArrowRight') return rtl ? -1 : 1;
  if (key === 'ArrowLeft') return rtl ? 1 : -1;
  return 0;
}

/**
 * A product's pictures: the chosen one large, the others as thumbnail buttons (Tab reaches the chosen one,
 * arrow keys, Home and End move between them), each with its alt text in the reader's language.
 */
export function ProductGallery({ images }: { images: StoreProductImage[] }) {
  const { t, i18n } = useTranslation();
  const text = useStoreText();
  const [shown, setShown] = useState(0);
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);
  const current = images[shown] ?? images[0];
  if (!current) return null;
  const choose = (index: number) => {
    const next = (index + images.length) % images.length;
    setShown(next);
    buttons.current[next]?.focus();
  };
  // Moves from the thumbnail that has the focus (the chosen one, unless a pointer moved it elsewhere).
  const onKey = (event: KeyboardEvent, from: number) => {
    const step = stepOf(event.key, i18n.language === 'ar');
    const target = event.key === 'Home' ? 0 : event.key === 'End' ? images.length - 1 : from + step;
    if (step === 0 && event.key !== 'Home' && event.key !== 'End') return;
    event.preventDefault();
    choose(target);
  };
  return (
    <figure className="mb-3" data-testid="store-product-gallery">
      <img
        src={current.url}
        alt={text(current.alt)}
        className="img-fluid rounded w-100 bg-body-tertiary"
        style={{ aspectRatio: '4 / 3', objectFit: 'contain' }}
      />
      {images.length > 1 ? (
        <div role="group" aria-label={t('store.gallery.thumbnails')} className="d-flex flex-wrap gap-2 mt-2">
          {images.map((image, index) => (
            <button
              key={image.id}
              ref={(node) => {
                buttons.current[index] = node;
              }}
              type="button"
              className={`btn p-0 border ${index === shown ? 'border-primary border-2' : ''}`}
              aria-pressed={index === shown}
              aria-label={t('store.gallery.show', {
                number: (index + 1).toLocaleString(i18n.language),
                total: images.length.toLocaleString(i18n.language),
                alt: text(image.alt),
              })}
              tabIndex={index === shown ? 0 : -1}
              onKeyDown={(event) => {
                onKey(event, index);
              }}
              onClick={() => {
                choose(index);
              }}
            >
              <img src={image.url} alt="" width={64} height={48} style={{ objectFit: 'cover' }} />
            </button>
          ))}
        </div>
      ) : null}
    </figure>
  );
}
