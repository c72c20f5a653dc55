/** Board positions next to the gap (0): above, below, before and after it in its row. */
export function gapNeighbours(tiles: readonly number[], size: number): number[] {
  const gap = tiles.indexOf(0);
  const row = Math.floor(gap / size);
  const column = gap % size;
  return [
    row > 0 ? gap - size : -1,
    row < size - 1 ? gap + size : -1,
    column > 0 ? gap - 1 : -1,
    column < size - 1 ? gap + 1 : -1,
  ].filter((position) => position >= 0);
}

/** True when `tile` sits next to the gap and so can slide into it. */
export function canSlide(tiles: readonly number[], size: number, tile: number): boolean {
  return tile !== 0 && gapNeighbours(tiles, size).includes(tiles.indexOf(tile));
}

/** The board after sliding `tile` into the gap; null when it is not next to the gap (the server's rule). */
export function slideTile(tiles: readonly number[], size: number, tile: number): number[] | null {
  if (!canSlide(tiles, size, tile)) return null;
  const next = [...tiles];
  next[tiles.indexOf(0)] = tile;
  next[tiles.indexOf(tile)] = 0;
  return next;
}

/** Solved: 1..n-1 row by row, then the gap. */
export function isPuzzleSolved(tiles: readonly number[]): boolean {
  return tiles.every((tile, index) => (index === tiles.length - 1 ? tile === 0 : tile === index + 1));
}

/** Tiles already where the solved painting has them. */
export function tilesInPlace(tiles: readonly number[]): number {
  return tiles.filter((tile, index) => tile !== 0 && tile === index + 1).length;
}

// An arrow moves a tile in its own direction: ArrowUp lifts the tile below the gap into it.
const KEY_OFFSETS: Record<string, { row: number; column: number } | undefined> = {
  ArrowUp: { row: 1, column: 0 },
  ArrowDown: { row: -1, column: 0 },
  ArrowLeft: { row: 0, column: 1 },
  ArrowRight: { row: 0, column: -1 },
};

/** The tile an arrow key slides, or null when no tile lies on that side of the gap. */
export function tileForKey(tiles: readonly number[], size: number, key: string): number | null {
  const offset = KEY_OFFSETS[key];
  if (!offset) return null;
  const gap = tiles.indexOf(0);
  const row = Math.floor(gap / size) + offset.row;
  const column = (gap % size) + offset.column;
  if (row < 0 || row >= size || column < 0 || column >= size) return null;
  return tiles[row * size + column] ?? null;
}

/** Where tile `tile` is cut from the painting, as CSS background-position percentages. */
export function tileBackgroundPosition(tile: number, size: number): string {
  const home = tile - 1;
  const percent = (value: number) => `${String(size > 1 ? (value * 100) / (size - 1) : 0)}%`;
  return `${percent(home % size)} ${percent(Math.floor(home / size))}`;
}
