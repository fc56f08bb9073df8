import * as z from 'zod/mini';
import {
  saveAssignmentInputSchema,
  type AssignmentOperation,
  type SaveAssignmentInput,
  type UnassignmentOperation,
} from '../../../domain/assignments/assignment-inputs.js';
import { addFirstFailures } from '../../../domain/validation/issue-values.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';

export interface AttributeDraft {
  name: string;
  value: string;
  assignmentOperation: AssignmentOperation;
  unassignmentOperation: UnassignmentOperation;
}

export interface AssignmentDraft {
  name: string;
  description: string;
  mapping: string;
  attributes: AttributeDraft[];
  onAssignment: string;
  onUnassignment: string;
}

export const emptyAttribute = (name = ''): AttributeDraft => ({
  name,
  value: '',
  assignmentOperation: 'mergeWithTarget',
  unassignmentOperation: 'removeFromTarget',
});

/** What the gateway is sent: empty optional text left out. */
export function inputOf(draft: AssignmentDraft): SaveAssignmentInput {
  return {
    name: draft.name,
    description: draft.description.trim() === '' ? null : draft.description,
    mapping: draft.mapping,
    attributes: draft.attributes,
    onAssignment: draft.onAssignment.trim() === '' ? null : draft.onAssignment,
    onUnassignment: draft.onUnassignment.trim() === '' ? null : draft.onUnassignment,
  };
}

/**
 * The draft's problems by field (`name`, `mapping`, `attributes.0.value`, `onAssignment`, ...),
 * judged by the rules the gateway and the platform apply again; a target attribute must be one
 * of the mapping target's.
 */
export function draftProblems(
  draft: AssignmentDraft,
  targetAttributes: readonly string[],
): Map<string, ValidationFailure> {
  const problems = new Map<string, ValidationFailure>();
  draft.attributes.forEach((attribute, index) => {
    if (attribute.name !== '' && !targetAttributes.includes(attribute.name)) {
      problems.set(`attributes.${index}.name`, { message: 'validation.oneOf' });
    }
  });
  const parsed = z.safeParse(saveAssignmentInputSchema, inputOf(draft));
  if (parsed.success) return problems;
  addFirstFailures(problems, parsed.error.issues);
  return problems;
}
