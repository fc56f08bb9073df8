/**
 * The few SQL spellings that differ between the engines the index can run on. Everything else
 * the translator writes is standard SQL that DuckDB and PostgreSQL both accept.
 */
export interface SqlDialect {
  name: 'duckdb' | 'postgres';
  /** The lowercased word tokens of one string (see text-analysis.ts). */
  tokens(value: string): string;
  /** True when the array holds the value; false (not null) otherwise. */
  arrayContains(array: string, value: string): string;
  arrayLength(array: string): string;
  /** Byte-wise string order, as Elasticsearch orders keywords. */
  binaryCollation: string;
}

export const duckdbDialect: SqlDialect = {
  name: 'duckdb',
  tokens: (value) => `regexp_split_to_array(lower(${value}), '[^\\p{L}\\p{N}_]+')`,
  arrayContains: (array, value) => `coalesce(list_contains(${array}, ${value}), false)`,
  arrayLength: (array) => `coalesce(len(${array}), 0)`,
  binaryCollation: '',
};

export const postgresDialect: SqlDialect = {
  name: 'postgres',
  tokens: (value) => `regexp_split_to_array(lower(${value}), '[^[:alnum:]_]+')`,
  arrayContains: (array, value) => `coalesce(${value} = ANY(${array}), false)`,
  arrayLength: (array) => `coalesce(cardinality(${array}), 0)`,
  binaryCollation: ' COLLATE "C"',
};

/** A SQL literal for a string: quotes doubled; NUL refused (no engine stores it in text). */
export function stringLiteral(value: string): string {
  if (value.includes('\u0000')) throw new RangeError('NUL character in a string value');
  return `'${value.replaceAll("'", "''")}'`;
}

export function numberLiteral(value: number): string {
  if (!Number.isFinite(value)) throw new RangeError('not a finite number');
  return String(value);
}
