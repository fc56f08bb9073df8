/** Top-level names from a `_fields` list; `undefined` means every field. */
export function parseFields(text: string | undefined): Set<string> | undefined {
  if (text === undefined) return undefined;
  const names = text
    .split(',')
    .map((field) => field.trim().replace(/^\//, '').split('/')[0] ?? '')
    .filter((name) => name !== '');
  if (names.length === 0 || names.includes('*')) return undefined;
  return new Set(names);
}

/** Keeps the requested fields of a resource, and always its `_id` and `_rev`. */
export function pickFields<T extends Record<string, unknown>>(
  resource: T,
  fields: Set<string> | undefined,
): Record<string, unknown> {
  if (!fields) return resource;
  return Object.fromEntries(
    Object.entries(resource).filter(
      ([name]) => name === '_id' || name === '_rev' || fields.has(name),
    ),
  );
}
