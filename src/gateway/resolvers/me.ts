import { requireSignedIn } from '../auth/require-session.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadMe } from '../models/me.js';

export const meResolvers: Resolvers = {
  Query: {
    me: (_, __, { idm, session, caches }) => loadMe(idm, requireSignedIn(session), caches.me),
  },
};
