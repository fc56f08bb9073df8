import { activityCsvInputSchema, activityListInputSchema } from '../../domain/admin-activity.js';
import {
  configurationArgsSchema,
  saveConfigurationInputSchema,
} from '../../domain/configuration.js';
import {
  internalRoleCsvInputSchema,
  internalRoleIdSchema,
  internalRoleListInputSchema,
  internalRoleMemberInputSchema,
  saveInternalRoleInputSchema,
} from '../../domain/internal-roles.js';
import { requireSignedIn } from '../auth/require-session.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  assignInternalRole,
  internalRolesCsv,
  listInternalRoles,
  loadInternalRole,
  privilegeTargets,
  saveInternalRole,
  unassignInternalRole,
} from '../models/internal-roles.js';
import { activityCsv, listActivity } from '../models/admin-activity.js';
import { loadConfiguration, saveConfiguration } from '../models/configuration.js';
import { validateInput } from '../validate-input.js';

export const administrationResolvers: Resolvers = {
  Query: {
    internalRoles: (_, { input }, { idmInternalRoles }) =>
      listInternalRoles(idmInternalRoles, validateInput(internalRoleListInputSchema, input)),
    internalRolesCsv: (_, { input }, { idmInternalRoles }) =>
      internalRolesCsv(idmInternalRoles, validateInput(internalRoleCsvInputSchema, input)),
    internalRole: (_, args, { idmInternalRoles }) =>
      loadInternalRole(idmInternalRoles, validateInput(internalRoleIdSchema, args).id),
    privilegeTargets: (_, __, { idmPrivileges, session }) =>
      privilegeTargets(idmPrivileges, requireSignedIn(session).realm),
    configuration: (_, args, { idmConfiguration }) =>
      loadConfiguration(idmConfiguration, validateInput(configurationArgsSchema, args).id),
    adminActivity: (_, { input }, { idmActivity, session }) =>
      listActivity(
        idmActivity,
        requireSignedIn(session).realm,
        validateInput(activityListInputSchema, input),
      ),
    adminActivityCsv: (_, { input }, { idmActivity, session }) =>
      activityCsv(
        idmActivity,
        requireSignedIn(session).realm,
        validateInput(activityCsvInputSchema, input),
      ),
  },
  Mutation: {
    saveConfiguration: (_, { input }, { idmConfiguration }) =>
      saveConfiguration(idmConfiguration, validateInput(saveConfigurationInputSchema, input)),
    saveInternalRole: (_, { input }, { idmInternalRoles, idmPrivileges }) =>
      saveInternalRole(
        { roles: idmInternalRoles, privileges: idmPrivileges },
        validateInput(saveInternalRoleInputSchema, input),
      ),
    deleteInternalRole: async (_, args, { idmInternalRoles }) => {
      await idmInternalRoles.remove(validateInput(internalRoleIdSchema, args).id);
      return true;
    },
    assignInternalRole: (_, { input }, { idmInternalRoles, session }) =>
      assignInternalRole(
        idmInternalRoles,
        requireSignedIn(session).realm,
        validateInput(internalRoleMemberInputSchema, input),
      ),
    unassignInternalRole: (_, { input }, { idmInternalRoles, session }) =>
      unassignInternalRole(
        idmInternalRoles,
        requireSignedIn(session).realm,
        validateInput(internalRoleMemberInputSchema, input),
      ),
  },
};
