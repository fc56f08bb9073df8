import { signOutSessionSchema } from '../../domain/account-security-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadUserSessions, signOutOtherSessions, signOutSession } from '../models/user-sessions.js';
import { validateInput } from '../validate-input.js';

export const userSessionsResolvers: Resolvers = {
  Query: {
    mySessions: (_, __, context) => loadUserSessions(context),
  },
  Mutation: {
    signOutSession: (_, args, context) =>
      signOutSession(context, validateInput(signOutSessionSchema, args)),
    signOutOtherSessions: (_, __, context) => signOutOtherSessions(context),
  },
};
