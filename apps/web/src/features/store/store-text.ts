import type { StoreText } from '@streamit/contract';
import { useTranslation } from '../../i18n/use-translation';

/** Picks a product text in the reader's language, English where no Arabic was written. */
export function useStoreText(): (text: StoreText) => string {
  const { i18n } = useTranslation();
  return (text) => (i18n.language === 'ar' && text.ar ? text.ar : text.en);
}

/** A variant's size and colour in the reader's language, as "50 × 70 cm · Black" ('' when it has neither). */
export function useVariantOptions(): (variant: {
  size: StoreText | null;
  colour: StoreText | null;
}) => string {
  const text = useStoreText();
  return (variant) =>
    [variant.size, variant.colour].flatMap((option) => (option ? [text(option)] : [])).join(' · ');
}

/** "N points" in the reader's digits and plural form. */
export function usePointsLabel(): (points: number) => string {
  const { t, i18n } = useTranslation();
  return (points) => t('store.points', { count: points, amount: points.toLocaleString(i18n.language) });
}

/** An order's total: its ARTFI for an order paid in ARTFI, otherwise its points. */
export function useOrderTotalLabel(): (order: { totalPoints: number; totalArtfi: string | null }) => string {
  const { t } = useTranslation();
  const points = usePointsLabel();
  return (order) =>
    order.totalArtfi === null ? points(order.totalPoints) : t('store.artfi', { amount: order.totalArtfi });
}
