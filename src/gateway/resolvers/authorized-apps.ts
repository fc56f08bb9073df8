import { revokeAuthorizedAppSchema } from '../../domain/account-security-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadAuthorizedApps, revokeAuthorizedApp } from '../models/authorized-apps.js';
import { validateInput } from '../validate-input.js';

export const authorizedAppsResolvers: Resolvers = {
  Query: {
    authorizedApps: (_, __, context) => loadAuthorizedApps(context),
  },
  Mutation: {
    revokeAuthorizedApp: (_, args, context) =>
      revokeAuthorizedApp(context, validateInput(revokeAuthorizedAppSchema, args)),
  },
};
