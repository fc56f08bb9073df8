import {
  checkJsonLimits,
  cloneJson,
  describeJsonLimitViolation,
} from '../../../domain/json-limits.js';
import { parseFieldPath } from '../../../domain/query-filter/json-pointer.js';
import { badRequest, forbidden } from '../../http/errors.js';
import type { ObjectSchema, PropertySchema } from '../managed-config.js';
import { applyOperation } from './apply-operation.js';
import type { PatchOperation } from './patch-request.js';

export const PASSWORD_PROPERTY = 'password';

export interface PatchResult {
  doc: Record<string, unknown>;
  /** Top-level properties the operations touched. */
  touched: Set<string>;
  /** The new password the operations set, to check and store as a credential (never in the document). */
  password?: unknown;
}

function fieldSegments(field: string): string[] {
  let segments: string[];
  try {
    segments = parseFieldPath(field, 0);
  } catch {
    throw badRequest(`Invalid patch field: ${field}`);
  }
  if (segments.includes('__proto__')) throw badRequest(`Invalid patch field: ${field}`);
  return segments;
}

function propertyOf(schema: ObjectSchema, name: string): PropertySchema {
  if (name === '_id' || name === '_rev') throw badRequest(`Cannot modify ${name}`);
  const property = Object.hasOwn(schema.properties, name) ? schema.properties[name] : undefined;
  if (!property) throw badRequest(`Unknown property: ${name}`, { property: name });
  return property;
}

function passwordOf(operation: PatchOperation, segments: string[]): unknown {
  if (
    segments.length !== 1 ||
    (operation.operation !== 'replace' && operation.operation !== 'add')
  ) {
    throw badRequest('The password can only be replaced');
  }
  return operation.value;
}

/**
 * Applies patch operations to a copy of a document: known properties only, user-editable ones
 * only for the user themself, within the JSON limits. Property policies are the caller's to
 * enforce on the result (`enforcePatchPolicies`).
 */
export function applyPatch(
  current: Record<string, unknown>,
  operations: PatchOperation[],
  schema: ObjectSchema,
  { self }: { self: boolean },
): PatchResult {
  const doc = cloneJson(current);
  const touched = new Set<string>();
  let password: unknown;
  for (const operation of operations) {
    const segments = fieldSegments(operation.field);
    const name = segments[0]!;
    const property = propertyOf(schema, name);
    if (self && property.userEditable !== true)
      throw forbidden(`Property ${name} is not user-editable`);
    touched.add(name);
    if (name === PASSWORD_PROPERTY) password = passwordOf(operation, segments);
    else applyOperation(doc, segments, operation);
  }
  for (const name of touched) {
    const violation = checkJsonLimits({ [name]: doc[name] });
    if (violation) throw badRequest(`Invalid patch: ${describeJsonLimitViolation(violation)}`);
  }
  return password === undefined ? { doc, touched } : { doc, touched, password };
}
