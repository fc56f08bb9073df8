import * as z from 'zod/mini';
import { LIST_PAGE_SIZES } from '../constants.js';
import { managedUserObject } from '../realms.js';
import { jsonTextWithinLimits } from '../validation/json-text-check.js';
import { maxItemsCheck, ruleCheck } from '../validation/rule-check.js';
import { eventScriptParses } from './event-script.js';

export const ASSIGNMENT_OPERATIONS = ['mergeWithTarget', 'replaceTarget'] as const;
export const UNASSIGNMENT_OPERATIONS = ['removeFromTarget', 'noOp'] as const;
export type AssignmentOperation = (typeof ASSIGNMENT_OPERATIONS)[number];
export type UnassignmentOperation = (typeof UNASSIGNMENT_OPERATIONS)[number];

export const ASSIGNMENT_LIMITS = {
  name: 255,
  description: 1024,
  attributes: 50,
  value: 10_000,
  script: 20_000,
  roles: 50,
} as const;

const INVALID_SCRIPT_MESSAGE = 'assignments.validation.invalidScript';
const ASSIGNMENT_ID = /^[A-Za-z0-9_-]{1,128}$/;
/** A mapping's name, such as managedAlpha_user_systemLdapAccount. */
export const MAPPING_NAME = /^[A-Za-z0-9_]{1,128}$/;
/** A target attribute's name in a system object type's schema. */
const TARGET_ATTRIBUTE = /^[A-Za-z0-9_.-]{1,128}$/;
const ASSIGNMENT_SORT_KEYS = ['name', 'description', 'mapping'] as const;

const assignmentIdSchema = z.string().check(z.regex(ASSIGNMENT_ID, 'validation.alphaNumDash'));

const searchSchema = z.nullish(z.string().check(ruleCheck('maxLength', { length: 100 })));

export const assignmentListInputSchema = z.object({
  pageSize: z.number().check(ruleCheck('oneOf', { values: [...LIST_PAGE_SIZES] })),
  offset: z.number().check(z.int(), z.gte(0), z.lte(100_000)),
  sortKey: z.nullish(z.enum(ASSIGNMENT_SORT_KEYS)),
  sortDescending: z.nullish(z.boolean()),
  search: searchSchema,
});

export const assignmentCsvInputSchema = z.object({
  sortKey: z.nullish(z.enum(ASSIGNMENT_SORT_KEYS)),
  sortDescending: z.nullish(z.boolean()),
  search: searchSchema,
});

export const assignmentArgsSchema = z.object({ id: assignmentIdSchema });

/** An event script's source: bounded, and it must parse ("Invalid script provided"). */
const eventScriptSourceSchema = z
  .string()
  .check(
    ruleCheck('maxLength', { length: ASSIGNMENT_LIMITS.script }),
    z.refine(eventScriptParses, INVALID_SCRIPT_MESSAGE),
  );

/** An attribute value as typed: true, false, a number or JSON text. */
const assignmentValueTextSchema = z
  .string()
  .check(
    ruleCheck('required'),
    ruleCheck('maxLength', { length: ASSIGNMENT_LIMITS.value }),
    ruleCheck('assignmentAttribute'),
    jsonTextWithinLimits(),
  );

const assignmentAttributeInputSchema = z.object({
  name: z.string().check(ruleCheck('required'), z.regex(TARGET_ATTRIBUTE, 'validation.alphaNum')),
  value: assignmentValueTextSchema,
  assignmentOperation: z.enum(ASSIGNMENT_OPERATIONS),
  unassignmentOperation: z.enum(UNASSIGNMENT_OPERATIONS),
});

export const saveAssignmentInputSchema = z.object({
  id: z.nullish(assignmentIdSchema),
  rev: z.nullish(z.string().check(z.maxLength(32))),
  name: z
    .string()
    .check(ruleCheck('required'), ruleCheck('maxLength', { length: ASSIGNMENT_LIMITS.name })),
  description: z.nullish(
    z.string().check(ruleCheck('maxLength', { length: ASSIGNMENT_LIMITS.description })),
  ),
  mapping: z.string().check(ruleCheck('required'), z.regex(MAPPING_NAME, 'validation.alphaNum')),
  attributes: z
    .array(assignmentAttributeInputSchema)
    .check(maxItemsCheck(ASSIGNMENT_LIMITS.attributes)),
  onAssignment: z.nullish(eventScriptSourceSchema),
  onUnassignment: z.nullish(eventScriptSourceSchema),
});
export type SaveAssignmentInput = z.infer<typeof saveAssignmentInputSchema>;

export const assignmentRoleLinkInputSchema = z.object({
  assignmentId: assignmentIdSchema,
  roleId: z.string().check(z.regex(/^[A-Za-z0-9_-]{1,128}$/, 'validation.alphaNumDash')),
});

/** The value an attribute's text stands for: JSON text (true, false and numbers among it) parsed. */
export function assignmentValue(text: string): unknown {
  const trimmed = text.trim();
  try {
    return JSON.parse(trimmed) as unknown;
  } catch {
    return Number(trimmed);
  }
}

/** The managed object type of a realm's assignments: `assignment` on root, `<realm>_assignment` elsewhere. */
export function managedAssignmentObject(realm: string): string {
  return managedUserObject(realm).replace(/user$/, 'assignment');
}
