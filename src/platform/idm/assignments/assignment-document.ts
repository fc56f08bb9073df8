import { z } from 'zod';
import {
  ASSIGNMENT_LIMITS,
  ASSIGNMENT_OPERATIONS,
  MAPPING_NAME,
  UNASSIGNMENT_OPERATIONS,
  assignmentValue,
} from '../../../domain/assignments/assignment-inputs.js';
import { EVENT_SCRIPT_TYPE, eventScriptParses } from '../../../domain/assignments/event-script.js';
import { checkJsonLimits, describeJsonLimitViolation } from '../../../domain/json-limits.js';
import { managedUserResource } from '../../../domain/realms.js';
import { validate } from '../../../domain/validation/index.js';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { readMappings, systemObjectType } from './connector-config.js';

/** The §8 message for an event script that does not parse. */
const INVALID_SCRIPT = 'Invalid script provided';
const ROLE_REF = /^internal\/role\/[A-Za-z0-9_-]{1,128}$/;

const scriptSchema = z.object({
  type: z.literal(EVENT_SCRIPT_TYPE),
  source: z.string().max(ASSIGNMENT_LIMITS.script),
});

const attributeSchema = z.object({
  name: z.string().regex(/^[A-Za-z0-9_.-]{1,128}$/),
  value: z.unknown(),
  assignmentOperation: z.enum(ASSIGNMENT_OPERATIONS).default('mergeWithTarget'),
  unassignmentOperation: z.enum(UNASSIGNMENT_OPERATIONS).default('removeFromTarget'),
});

const assignmentDocumentSchema = z.object({
  name: z.string().min(1).max(ASSIGNMENT_LIMITS.name),
  description: z.string().max(ASSIGNMENT_LIMITS.description).optional(),
  mapping: z.string().regex(MAPPING_NAME),
  attributes: z.array(attributeSchema).max(ASSIGNMENT_LIMITS.attributes).default([]),
  onAssignment: scriptSchema.optional(),
  onUnassignment: scriptSchema.optional(),
  roles: z
    .array(z.object({ _ref: z.string().regex(ROLE_REF) }))
    .max(ASSIGNMENT_LIMITS.roles)
    .default([]),
});

export type AssignmentDocument = z.infer<typeof assignmentDocumentSchema>;
export type AssignmentAttribute = AssignmentDocument['attributes'][number];

function parseDocument(body: unknown): AssignmentDocument {
  const {
    _id: _ignoredId,
    _rev: _ignoredRev,
    ...doc
  } = typeof body === 'object' && body !== null && !Array.isArray(body)
    ? (body as Record<string, unknown>)
    : {};
  const parsed = assignmentDocumentSchema.safeParse(doc);
  if (parsed.success) return parsed.data;
  const problems = parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
  throw badRequest(`Invalid assignment: ${problems.join('; ')}`);
}

/** A value as stored: JSON text (true, false, numbers among it) becomes the value it stands for. */
function storedValue(attribute: AssignmentAttribute, index: number): unknown {
  const { value } = attribute;
  const missing = value === undefined || (typeof value === 'string' && value.trim() === '');
  if (missing || !validate('assignmentAttribute', value).valid) {
    throw badRequest(
      `Invalid value of attribute ${attribute.name}: it must be true or false, valid JSON, or a number`,
      { index, attribute: attribute.name },
    );
  }
  const stored = typeof value === 'string' ? assignmentValue(value) : value;
  const violation = checkJsonLimits(stored);
  if (violation) {
    throw badRequest(
      `Invalid value of attribute ${attribute.name}: ${describeJsonLimitViolation(violation)}`,
      { index, attribute: attribute.name },
    );
  }
  if (JSON.stringify(stored).length > ASSIGNMENT_LIMITS.value) {
    throw badRequest(`The value of attribute ${attribute.name} is too long`, { index });
  }
  return stored;
}

function checkScripts(doc: AssignmentDocument): void {
  for (const event of ['onAssignment', 'onUnassignment'] as const) {
    const script = doc[event];
    if (script && !eventScriptParses(script.source)) throw badRequest(INVALID_SCRIPT, { event });
  }
}

/**
 * The submitted assignment, checked as the realm's: its mapping's source is the realm's users,
 * every target attribute exists in the mapping target's system schema, every value is true,
 * false, JSON or a number, and every event script parses.
 */
export async function checkedAssignment(
  db: Db,
  realm: string,
  body: unknown,
): Promise<AssignmentDocument> {
  const doc = parseDocument(body);
  checkScripts(doc);
  const mapping = (await readMappings(db)).find((candidate) => candidate.name === doc.mapping);
  if (!mapping || mapping.source !== managedUserResource(realm)) {
    throw badRequest(`Unknown mapping ${doc.mapping}`);
  }
  const target = await systemObjectType(db, mapping.target);
  if (!target) throw badRequest(`No schema for the mapping target ${mapping.target}`);
  const attributes = doc.attributes.map((attribute, index) => {
    if (!Object.hasOwn(target.objectType.properties, attribute.name)) {
      throw badRequest(`Unknown target attribute ${attribute.name} in ${mapping.target}`, {
        index,
      });
    }
    return { ...attribute, value: storedValue(attribute, index) };
  });
  return { ...doc, attributes };
}
