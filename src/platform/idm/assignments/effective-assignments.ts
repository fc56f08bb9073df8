import { isDeepStrictEqual } from 'node:util';
import type { ManagedRow } from '../managed-store.js';
import type { AssignmentAttribute, AssignmentDocument } from './assignment-document.js';

interface EffectiveAttributes {
  mapping: string;
  attributes: Record<string, unknown>;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** `mergeWithTarget` adds to what is there (lists gain the missing items, objects merge); `replaceTarget` sets. */
function applied(current: unknown, attribute: AssignmentAttribute): unknown {
  const { value } = attribute;
  if (attribute.assignmentOperation === 'replaceTarget' || current === undefined) return value;
  if (Array.isArray(current)) {
    const present: unknown[] = current;
    const added: unknown[] = Array.isArray(value) ? value : [value];
    return [
      ...present,
      ...added.filter((item) => !present.some((c) => isDeepStrictEqual(c, item))),
    ];
  }
  if (isRecord(current) && isRecord(value)) return { ...current, ...value };
  return value;
}

/** Target values per mapping: attribute name → value. */
export type TargetValues = Map<string, Record<string, unknown>>;

/**
 * The target values a user's effective assignments give, per mapping: each assignment's
 * attributes applied in turn, in the order the assignments were created, over what the user
 * kept from assignments they lost (`base`).
 */
export function effectiveAttributes(
  assignments: readonly ManagedRow[],
  base: TargetValues = new Map(),
): EffectiveAttributes[] {
  const byMapping: TargetValues = new Map(
    [...base].map(([mapping, attributes]) => [mapping, { ...attributes }]),
  );
  for (const { doc } of assignments) {
    const { mapping, attributes } = doc as AssignmentDocument;
    const target = byMapping.get(mapping) ?? {};
    for (const attribute of attributes) {
      target[attribute.name] = applied(target[attribute.name], attribute);
    }
    byMapping.set(mapping, target);
  }
  return [...byMapping].map(([mapping, attributes]) => ({ mapping, attributes }));
}
