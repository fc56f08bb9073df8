import { gatewayError } from '../errors.js';

/** A sort value of an entity search hit, as `search_after` takes it back. */
type SortValue = string | number | null;

const MAX_CURSOR_VALUES = 5;

/** The cursor a page of an entity search ends with: its last hit's sort values. */
export const encodeCursor = (sort: readonly SortValue[]) =>
  Buffer.from(JSON.stringify(sort)).toString('base64url');

/** The `search_after` values of a cursor; a cursor the gateway did not make is a field error. */
export function decodeCursor(cursor: string): SortValue[] {
  let values: unknown;
  try {
    values = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8'));
  } catch {
    values = undefined;
  }
  const valid =
    Array.isArray(values) &&
    values.length > 0 &&
    values.length <= MAX_CURSOR_VALUES &&
    values.every((value) => value === null || ['string', 'number'].includes(typeof value));
  if (!valid) {
    throw gatewayError('BAD_USER_INPUT', 'Invalid input', [
      { field: 'after', message: 'validation.invalid_value' },
    ]);
  }
  return values as SortValue[];
}

/** A name search: the text anywhere in the name, unless the user placed the wildcards. */
export function nameWildcard(search: string): string {
  return search.includes('*') ? search : `*${search}*`;
}
