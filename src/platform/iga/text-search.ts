import { sql, type RawBuilder } from 'kysely';
import { escapeLike } from '../idm/query/filter-to-sql.js';

/** Case-insensitive: the text expression contains `search`. */
export function containsText(text: RawBuilder<unknown>, search: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${text}) like '%' || lower(${escapeLike(search)}::text) || '%' escape '\\'`;
}

/** Case-insensitive: the text expression starts with `search`. */
export function startsWithText(text: RawBuilder<unknown>, search: string): RawBuilder<boolean> {
  return sql<boolean>`lower(${text}) like lower(${escapeLike(search)}::text) || '%' escape '\\'`;
}
