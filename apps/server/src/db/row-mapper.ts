import { Column, is, SQL, Subquery } from 'drizzle-orm';

// Drizzle maps each row of a select by asking, for every column of every row, what kind of field it is (`is`, a
// walk up the prototype chain). On the hot reads (decision 094) that cost more than the statement's own parse, so a
// prepared query resolves each column's decoder once, when it is built, and then only copies and decodes values.

interface Decoder {
  mapFromDriverValue(value: unknown): unknown;
}

/** One selected column as Drizzle orders them: where it goes in the row object, and what it is. */
export interface OrderedField {
  path: string[];
  field: unknown;
}

/** The shape of Drizzle's node-postgres prepared query that this file reads and sets (not in its types). */
interface PreparedInternals {
  fields?: OrderedField[];
  joinsNotNullableMap?: Record<string, boolean>;
  customResultMapper?: (rows: unknown[][]) => unknown;
}

/** The decoder Drizzle's `mapResultRow` would pick for a field. */
function decoderOf(field: unknown): Decoder {
  if (is(field, Column)) return field;
  if (is(field, SQL)) return (field as unknown as { decoder: Decoder }).decoder;
  if (is(field, Subquery)) return (field._.sql as unknown as { decoder: Decoder }).decoder;
  return (field as { sql: { decoder: Decoder } }).sql.decoder;
}

/** Maps array-mode rows to objects as Drizzle does, with every column's decoder resolved here, once. */
export function compileRowMapper(fields: readonly OrderedField[]) {
  const columns = fields.map(({ path, field }) => ({
    path,
    last: path.at(-1) ?? '',
    decoder: decoderOf(field),
  }));
  const mapRow = (row: unknown[]) => {
    const result: Record<string, unknown> = {};
    columns.forEach(({ path, last, decoder }, index) => {
      let node = result;
      for (let depth = 0; depth < path.length - 1; depth += 1) {
        const key = path[depth] as string;
        node = (node[key] ??= {}) as Record<string, unknown>;
      }
      const raw = row[index];
      node[last] = raw === null ? null : decoder.mapFromDriverValue(raw);
    });
    return result;
  };
  return (rows: unknown[][]) => rows.map(mapRow);
}

/**
 * Gives a prepared select (or returning) query the compiled mapper. Left to Drizzle when a nested object comes
 * from an outer join, where Drizzle turns an all-null object into null.
 */
export function useCompiledRowMapper<Query>(query: Query): Query {
  const prepared = query as PreparedInternals;
  if (!prepared.fields || prepared.customResultMapper) return query;
  const nested = prepared.fields.some(({ path }) => path.length > 1);
  // No map at all (another Drizzle version) counts as a possible outer join: then Drizzle maps nested rows.
  const joins = prepared.joinsNotNullableMap;
  const outerJoined = !joins || Object.values(joins).includes(false);
  if (nested && outerJoined) return query;
  prepared.customResultMapper = compileRowMapper(prepared.fields);
  return query;
}
