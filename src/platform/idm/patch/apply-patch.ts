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
import { failedStringPolicies } from './policies.js';
import { policyFailure, type FailedPolicy, type PolicyRequirement } from './policy-failure.js';
import { matchesSchemaType } from './value-types.js';

export const PASSWORD_PROPERTY = 'password';

export interface PatchResult {
  doc: Record<string, unknown>;
  /** Top-level properties the operations touched. */
  touched: Set<string>;
  /** A new password to store as a credential (never in the document). */
  password?: string;
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
 * Applies patch operations to a copy of a document, enforcing the schema: known properties
 * only, user-editable ones only for the user themself, declared types, required properties
 * and string policies.
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
  const failed = [...touched].flatMap((name): FailedPolicy[] => {
    const value = name === PASSWORD_PROPERTY ? password : doc[name];
    const requirements = propertyFailures(schema, name, value, doc);
    return requirements.length > 0 ? [{ property: name, policyRequirements: requirements }] : [];
  });
  if (failed.length > 0) throw policyFailure(failed);
  return typeof password === 'string' ? { doc, touched, password } : { doc, touched };
}

function propertyFailures(
  schema: ObjectSchema,
  name: string,
  value: unknown,
  doc: Record<string, unknown>,
): PolicyRequirement[] {
  const property = schema.properties[name]!;
  const required = schema.required?.includes(name) ?? false;
  if (required && (value === undefined || value === null || value === '')) {
    return [{ policyRequirement: 'REQUIRED' }];
  }
  if (!matchesSchemaType(property, value)) return [{ policyRequirement: 'VALID_TYPE' }];
  return failedStringPolicies(property, value, doc);
}
