import { sql, type RawBuilder } from 'kysely';
import type { SortKey } from '../../http/crest/query-params.js';
import { textArrayLiteral } from './filter-to-sql.js';

/**
 * ORDER BY terms for sort keys: numbers numerically, everything else by its text,
 * case-insensitively in Unicode's order (the `text_order` collation); absent values last; ties
 * broken by id.
 */
export function sortToSql(keys: readonly SortKey[]): RawBuilder<unknown> {
  const terms = keys.flatMap(({ path, descending }) => {
    const direction = sql.raw(descending ? 'desc' : 'asc');
    if (path.length === 1 && path[0] === '_id') return [sql`id ${direction}`];
    if (path.length === 1 && path[0] === '_rev') return [sql`rev ${direction}`];
    const json = sql`(doc #> ${textArrayLiteral(path)}::text[])`;
    return [
      sql`(case when jsonb_typeof(${json}) = 'number' then (${json} #>> '{}')::numeric end) ${direction} nulls last`,
      sql`lower(${json} #>> '{}') collate text_order ${direction} nulls last`,
    ];
  });
  return sql.join([...terms, sql`id asc`]);
}
