import {
  assignmentArgsSchema,
  assignmentCsvInputSchema,
  assignmentListInputSchema,
  assignmentRoleLinkInputSchema,
  saveAssignmentInputSchema,
} from '../../domain/assignments/assignment-inputs.js';
import { internalRoleIdSchema } from '../../domain/internal-roles.js';
import { requireSignedIn } from '../auth/require-session.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  assignmentMappings,
  assignmentsCsv,
  deleteAssignment,
  linkRoleAssignment,
  listAssignments,
  loadAssignment,
  roleAssignments,
  saveAssignment,
} from '../models/assignments.js';
import { validateInput } from '../validate-input.js';

export const assignmentsResolvers: Resolvers = {
  Query: {
    assignments: (_, { input }, { idmAssignments, session }) =>
      listAssignments(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(assignmentListInputSchema, input),
      ),
    assignmentsCsv: (_, { input }, { idmAssignments, session }) =>
      assignmentsCsv(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(assignmentCsvInputSchema, input),
      ),
    assignment: (_, args, { idmAssignments, session }) =>
      loadAssignment(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(assignmentArgsSchema, args).id,
      ),
    assignmentMappings: (_, __, { idmAssignments }) => assignmentMappings(idmAssignments),
    roleAssignments: (_, { roleId }, { idmAssignments }) =>
      roleAssignments(idmAssignments, validateInput(internalRoleIdSchema, { id: roleId }).id),
  },
  Mutation: {
    saveAssignment: (_, { input }, { idmAssignments, session }) =>
      saveAssignment(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(saveAssignmentInputSchema, input),
      ),
    deleteAssignment: (_, args, { idmAssignments, session }) =>
      deleteAssignment(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(assignmentArgsSchema, args).id,
      ),
    linkRoleAssignment: (_, { input }, { idmAssignments, session }) =>
      linkRoleAssignment(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(assignmentRoleLinkInputSchema, input),
        true,
      ),
    unlinkRoleAssignment: (_, { input }, { idmAssignments, session }) =>
      linkRoleAssignment(
        idmAssignments,
        requireSignedIn(session).realm,
        validateInput(assignmentRoleLinkInputSchema, input),
        false,
      ),
  },
};
