import { badRequest } from '../../http/errors.js';
import type { PatchOperation } from './patch-request.js';

type Container = Record<string, unknown> | unknown[];

function isContainer(value: unknown): value is Container {
  return typeof value === 'object' && value !== null;
}

function isEqual(left: unknown, right: unknown): boolean {
  return JSON.stringify(left) === JSON.stringify(right);
}

function arrayIndex(array: unknown[], key: string, field: string, allowEnd: boolean): number {
  const index = key === '-' ? array.length : /^(0|[1-9]\d*)$/.test(key) ? Number(key) : NaN;
  if (Number.isNaN(index) || index > array.length || (!allowEnd && index === array.length)) {
    throw badRequest(`Invalid array index in patch field ${field}`);
  }
  return index;
}

/** The container holding the last segment, created on the way for writes; undefined when absent. */
function parentOf(
  doc: Record<string, unknown>,
  segments: string[],
  create: boolean,
  field: string,
) {
  let current: Container = doc;
  for (const key of segments.slice(0, -1)) {
    const next: unknown = Array.isArray(current)
      ? current[arrayIndex(current, key, field, false)]
      : current[key];
    if (next === undefined || next === null) {
      if (!create || Array.isArray(current)) return undefined;
      const created: Record<string, unknown> = {};
      current[key] = created;
      current = created;
    } else if (isContainer(next)) {
      current = next;
    } else {
      throw badRequest(`Cannot patch ${field}: ${key} is not an object`);
    }
  }
  return current;
}

function withoutValues(array: unknown[], removed: unknown): unknown[] {
  const values = Array.isArray(removed) ? removed : [removed];
  return array.filter((item) => !values.some((value) => isEqual(item, value)));
}

/**
 * Applies one CREST patch operation in place. `add` appends to an existing array, `remove`
 * with a value takes those values out of an array, `replace` without a value removes,
 * `increment` adds a number (an absent field counts as 0).
 */
export function applyOperation(
  doc: Record<string, unknown>,
  segments: string[],
  { operation, field, value }: PatchOperation,
): void {
  const key = segments[segments.length - 1]!;
  const parent = parentOf(doc, segments, operation !== 'remove', field);
  if (parent === undefined) return;

  if (Array.isArray(parent)) {
    const allowEnd = operation === 'add';
    const index = arrayIndex(parent, key, field, allowEnd);
    if (operation === 'add') parent.splice(index, 0, value);
    else if (operation === 'remove' || (operation === 'replace' && value === undefined))
      parent.splice(index, 1);
    else if (operation === 'replace') parent[index] = value;
    else parent[index] = incremented(parent[index], value, field);
    return;
  }

  const current = parent[key];
  switch (operation) {
    case 'add':
      if (Array.isArray(current))
        current.push(...(Array.isArray(value) ? (value as unknown[]) : [value]));
      else parent[key] = value;
      return;
    case 'replace':
      if (value === undefined) delete parent[key];
      else parent[key] = value;
      return;
    case 'remove':
      if (value !== undefined && Array.isArray(current))
        parent[key] = withoutValues(current, value);
      else delete parent[key];
      return;
    case 'increment':
      parent[key] = incremented(current, value, field);
  }
}

function incremented(current: unknown, by: unknown, field: string): number {
  const base = current ?? 0;
  if (typeof base !== 'number' || typeof by !== 'number') {
    throw badRequest(`Cannot increment ${field}: the field and the value must be numbers`);
  }
  return base + by;
}
