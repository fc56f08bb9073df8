import type { JourneyResultResolvers } from '../generated/resolvers-types.js';

export const JourneyResult: JourneyResultResolvers = {
  __resolveType: (result) => result.__typename ?? 'JourneyStep',
};
