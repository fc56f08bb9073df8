import { featureExplorationArgsSchema } from '../../domain/autoaccess/feature-exploration.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadFeatureExploration } from '../models/autoaccess-feature-exploration.js';
import { sessionRealm } from '../models/autoaccess-risk-dashboard.js';
import { validateInput } from '../validate-input.js';

export const autoAccessFeatureExplorationResolvers: Resolvers = {
  Query: {
    featureExploration: (_, args, context) =>
      loadFeatureExploration(
        context.autoaccessJas,
        sessionRealm(context),
        validateInput(featureExplorationArgsSchema, args),
      ),
  },
};
