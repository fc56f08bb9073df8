import { entitySearchArgsSchema } from '../../domain/autoaccess/entity-console.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadEntityDefinitions, runEntitySearch } from '../models/autoaccess-entity-console.js';
import { validateInput } from '../validate-input.js';

export const autoAccessEntityConsoleResolvers: Resolvers = {
  Query: {
    entityDefinitions: (_, __, { autoaccessJas }) => loadEntityDefinitions(autoaccessJas),
    entitySearch: (_, args, { autoaccessJas }) =>
      runEntitySearch(autoaccessJas, validateInput(entitySearchArgsSchema, args)),
  },
};
