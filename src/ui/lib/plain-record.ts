/** A plain object, as JSON decodes one (not an array, not null). */
export function isPlainRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** `value` as a plain object; throws, naming `what`, when it is anything else. */
export function plainRecord(value: unknown, what: string): Record<string, unknown> {
  if (!isPlainRecord(value)) throw new TypeError(`${what} is not an object`);
  return value;
}
