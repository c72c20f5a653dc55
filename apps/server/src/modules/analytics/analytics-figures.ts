/** A count or sum as the database returns it (a string for bigint and numeric; null over no rows) as a number. */
export const num = (value: unknown) => Number(value ?? 0);

/** One group's figure in the report's period and in the period just before it. */
export interface ComparedFigure {
  current: number;
  previous: number;
}

/** Rows grouped by `key` with `current` and `previous` sums, as the comparison tables read them. */
export function comparedRows<K extends string>(
  rows: Record<string, unknown>[],
  key: K,
): (Record<K, string> & ComparedFigure)[] {
  return rows.map(
    (row) =>
      ({ [key]: row[key], current: num(row.current), previous: num(row.previous) }) as Record<K, string> &
        ComparedFigure,
  );
}
