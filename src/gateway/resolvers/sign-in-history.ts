import type { Resolvers } from '../generated/resolvers-types.js';
import { loadSignInHistory } from '../models/sign-in-history.js';

export const signInHistoryResolvers: Resolvers = {
  Query: {
    signInHistory: (_, __, context) => loadSignInHistory(context),
  },
};
