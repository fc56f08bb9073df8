import { signOut } from '../auth/sign-out.js';
import type { Resolvers } from '../generated/resolvers-types.js';

export const signOutResolvers: Resolvers = {
  Mutation: {
    signOut: (_, __, context) => signOut(context),
  },
};
