import type { Resolvers } from '../generated/resolvers-types.js';
import { loadWorkforceApplications } from '../models/applications.js';

export const applicationsResolvers: Resolvers = {
  Query: {
    workforceApplications: (_, __, context) => loadWorkforceApplications(context),
  },
};
