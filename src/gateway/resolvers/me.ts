import { requireSignedIn } from '../auth/require-session.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadMe } from '../models/me.js';

export const meResolvers: Resolvers = {
  Query: {
    me: (_, __, { am, idm, idmPrivileges, session, caches }) =>
      loadMe({ am, idm, idmPrivileges }, requireSignedIn(session), caches.me),
  },
};
