import {
  changePasswordSchema,
  changeUsernameSchema,
  saveKbaSchema,
} from '../../domain/account-credentials-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  changePassword,
  changeUsername,
  loadAccountSecurity,
  saveKba,
} from '../models/account-security.js';
import { validateInput } from '../validate-input.js';

export const accountSecurityResolvers: Resolvers = {
  Query: {
    accountSecurity: (_, __, context) => loadAccountSecurity(context),
  },
  Mutation: {
    changePassword: (_, { input }, context) =>
      changePassword(context, validateInput(changePasswordSchema, input)),
    changeUsername: (_, { input }, context) =>
      changeUsername(context, validateInput(changeUsernameSchema, input)),
    saveKba: (_, { input }, context) => saveKba(context, validateInput(saveKbaSchema, input)),
  },
};
