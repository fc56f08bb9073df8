import {
  endpointCsvInputSchema,
  endpointListInputSchema,
  setEndpointDeployedInputSchema,
} from '../../domain/custom-endpoint-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { listRoutes, routesCsv, setRouteDeployed } from '../models/routes.js';
import { validateInput } from '../validate-input.js';

export const administrationRoutesResolvers: Resolvers = {
  Query: {
    routes: (_, { input }, { idmEndpoints }) =>
      listRoutes(idmEndpoints, validateInput(endpointListInputSchema, input)),
    routesCsv: (_, { input }, { idmEndpoints }) =>
      routesCsv(idmEndpoints, validateInput(endpointCsvInputSchema, input)),
  },
  Mutation: {
    setRouteDeployed: (_, { input }, { idmEndpoints }) =>
      setRouteDeployed(idmEndpoints, validateInput(setEndpointDeployedInputSchema, input)),
  },
};
