import { readFileSync } from 'node:fs';
import { createSchema } from 'graphql-yoga';
import { JSONResolver } from 'graphql-scalars';
import type { GatewayContext, YogaServerContext } from './context.js';
import type { Resolvers } from './generated/resolvers-types.js';
import { JourneyResult } from './resolvers/journey-result.js';
import { Mutation } from './resolvers/mutation.js';
import { Query } from './resolvers/query.js';

const resolvers: Resolvers = { JSON: JSONResolver, Query, Mutation, JourneyResult };

export function buildSchema(schemaPath: string) {
  return createSchema<YogaServerContext & GatewayContext>({
    typeDefs: readFileSync(schemaPath, 'utf8'),
    resolvers,
  });
}
