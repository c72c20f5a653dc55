import type { AdminFeaturedItem } from '@streamit/contract';
import { useEffect, useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { moveId, type MoveDirection } from './featured-order';
import { FeaturedRow } from './featured-row';
import { useReorderFeatured } from './reorder-featured.queries';

/** Props of FeaturedList. */
export interface FeaturedListProps {
  items: readonly AdminFeaturedItem[];
  busy: boolean;
  onEdit: (item: AdminFeaturedItem) => void;
  onDelete: (item: AdminFeaturedItem) => void;
  onAnnounce: (message: string) => void;
}

// After a move the focus follows the moved slot's button (or its other one at the end of the list).
function useFocusAfterMove(items: readonly AdminFeaturedItem[]) {
  const [target, setTarget] = useState<{ id: string; direction: MoveDirection } | null>(null);
  useEffect(() => {
    if (!target) return;
    const same = document.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${target.direction}"]`);
    const other = target.direction === 'up' ? 'down' : 'up';
    const fallback = document.querySelector<HTMLButtonElement>(`[data-move="${target.id}:${other}"]`);
    (same && !same.disabled ? same : fallback)?.focus();
  }, [items, target]);
  return setTarget;
}

/** The slots in their order, with keyboard-usable up / down buttons that save the new order at once. */
export function FeaturedList({ items, busy, onEdit, onDelete, onAnnounce }: FeaturedListProps) {
  const { t } = useTranslation();
  const reorder = useReorderFeatured();
  const focusAfterMove = useFocusAfterMove(items);
  const onMove = (index: number, direction: MoveDirection): void => {
    const ids = moveId(
      items.map((item) => item.id),
      index,
      direction,
    );
    const item = items[index];
    if (!ids || !item) return;
    reorder.mutate(ids, {
      onSuccess: () => {
        focusAfterMove({ id: item.id, direction });
        onAnnounce(
          t('moderation.featured.moved', { headline: item.headline, position: ids.indexOf(item.id) + 1 }),
        );
      },
    });
  };
  return (
    <ol className="list-unstyled featured-list" aria-label={t('moderation.featured.listLabel')}>
      {items.map((item, index) => (
        <FeaturedRow
          key={item.id}
          item={item}
          index={index}
          count={items.length}
          busy={busy || reorder.isPending}
          onMove={onMove}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      ))}
    </ol>
  );
}
