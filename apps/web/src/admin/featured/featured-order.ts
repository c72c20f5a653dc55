/** Which way a slot moves in the list. */
export type MoveDirection = 'up' | 'down';

/** The ids with the one at `index` moved one place; null when it is already at that end. */
export function moveId(ids: readonly string[], index: number, direction: MoveDirection): string[] | null {
  const target = direction === 'up' ? index - 1 : index + 1;
  if (index < 0 || index >= ids.length || target < 0 || target >= ids.length) return null;
  const next = [...ids];
  const [moved] = next.splice(index, 1);
  if (moved === undefined) return null;
  next.splice(target, 0, moved);
  return next;
}
