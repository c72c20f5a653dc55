/** The ids of the queue items ticked for a bulk decision. */
export type Selection = ReadonlySet<string>;

/** Whether none, some or all of the visible items are ticked (drives the select-all box). */
export type SelectionState = 'none' | 'some' | 'all';

/** Ticks an item, or unticks it when it was ticked. */
export function toggleSelected(selection: Selection, id: string): Selection {
  const next = new Set(selection);
  if (next.has(id)) next.delete(id);
  else next.add(id);
  return next;
}

/** How many of the visible items are ticked. */
export function selectionState(selection: Selection, visibleIds: readonly string[]): SelectionState {
  const ticked = visibleIds.filter((id) => selection.has(id)).length;
  if (ticked === 0) return 'none';
  return ticked === visibleIds.length ? 'all' : 'some';
}

/** Select all: ticks every visible item, or clears them when all were ticked already. */
export function toggleAllVisible(selection: Selection, visibleIds: readonly string[]): Selection {
  if (visibleIds.length > 0 && selectionState(selection, visibleIds) === 'all') return new Set();
  return new Set(visibleIds);
}

// Items decided elsewhere or moved off the page must not ride along in the next bulk decision.
/** Keeps only the ticked items that are still listed. */
export function keepVisible(selection: Selection, visibleIds: readonly string[]): Selection {
  const visible = new Set(visibleIds);
  const kept = [...selection].filter((id) => visible.has(id));
  return kept.length === selection.size ? selection : new Set(kept);
}
