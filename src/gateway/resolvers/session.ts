import type { Resolvers } from '../generated/resolvers-types.js';
import { extendSession, loadSession } from '../models/session.js';

export const sessionResolvers: Resolvers = {
  Query: {
    session: (_, __, context) => loadSession(context),
  },
  Mutation: {
    extendSession: (_, __, context) => extendSession(context),
  },
};
