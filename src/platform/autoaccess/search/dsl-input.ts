import { EsQueryError } from './es-query-error.js';

/** Bounds on a search body, so that no request can make the index work without limit. */
export const DSL_LIMITS = { maxDepth: 16, maxClauses: 200, maxResultWindow: 10_000 } as const;

export type JsonObject = Record<string, unknown>;

export function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function expectObject(value: unknown, what: string): JsonObject {
  if (!isObject(value)) throw new EsQueryError(`[${what}] must be an object`);
  return value;
}

/** `{name: body}` with exactly one key, as every query clause and field-level clause is. */
export function singleEntry(value: unknown, what: string): [string, unknown] {
  const object = expectObject(value, what);
  const entries = Object.entries(object);
  if (entries.length !== 1) throw new EsQueryError(`[${what}] must have exactly one key`);
  return entries[0]!;
}

export function expectString(value: unknown, what: string): string {
  if (typeof value !== 'string') throw new EsQueryError(`[${what}] must be a string`);
  return value;
}

export function expectInteger(value: unknown, what: string, min: number, max: number): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > max) {
    throw new EsQueryError(`[${what}] must be an integer between ${min} and ${max}`);
  }
  return value;
}

/** Rejects any key outside `allowed`, naming it as the unsupported construct. */
export function onlyKeys(
  object: JsonObject,
  allowed: readonly string[],
  unsupported: (key: string) => EsQueryError,
): void {
  for (const key of Object.keys(object)) if (!allowed.includes(key)) throw unsupported(key);
}

/** Counts clauses and nesting depth across one search body. */
export class Budget {
  private clauses = 0;

  enter(depth: number): void {
    if (depth > DSL_LIMITS.maxDepth) {
      throw new EsQueryError(`the search body is nested deeper than ${DSL_LIMITS.maxDepth}`);
    }
    this.clauses += 1;
    if (this.clauses > DSL_LIMITS.maxClauses) {
      throw new EsQueryError(`the search body has more than ${DSL_LIMITS.maxClauses} clauses`);
    }
  }
}
