import type { Resolvers } from '../generated/resolvers-types.js';
import { realmArgSchema } from '../realm-arg.js';
import { validateInput } from '../validate-input.js';

export const platformInfoResolvers: Resolvers = {
  Query: {
    serverInfo: (_, { realm }, { am }) => am.serverInfo(validateInput(realmArgSchema, realm)),
    version: (_, __, { idm }) => idm.version(),
    uiConfig: (_, __, { idm }) => idm.uiConfig(),
    features: (_, __, { idm }) => idm.features(),
    tenant: (_, __, { idm }) => idm.tenant(),
  },
};
