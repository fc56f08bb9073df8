import { journeyInputSchema } from '../../domain/journey-input.js';
import { runJourneyStep } from '../auth/journey.js';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { clientDeviceHeaders } from '../http/client-device.js';
import { validateInput } from '../validate-input.js';

const journeyDeps = ({
  session,
  ssoCookie,
  am,
  oauth,
  idm,
  config,
  client,
  log,
}: GatewayContext) => ({
  session,
  ssoCookie,
  client: clientDeviceHeaders(client()),
  am,
  oauth,
  idm,
  publicUrl: config.GATEWAY_PUBLIC_URL,
  log,
});

export const journeyResolvers: Resolvers = {
  Mutation: {
    authenticate: (_, { input }, context) =>
      runJourneyStep(validateInput(journeyInputSchema, input), journeyDeps(context)),
  },
  JourneyResult: {
    __resolveType: (result) => result.__typename,
  },
};
