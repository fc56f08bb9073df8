import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createSchema } from 'graphql-yoga';
import { forgetMeOnMutation } from './cache/forget-me-on-mutation.js';
import type { GatewayContext, YogaServerContext } from './context.js';
import { RESOLVERS } from './resolvers/all-resolvers.js';

/** Every `.graphql` file of the schema directory: the core types, then one file per feature. */
export function readTypeDefs(schemaDir: string): string[] {
  return readdirSync(schemaDir)
    .filter((name) => name.endsWith('.graphql'))
    .sort()
    .map((name) => readFileSync(join(schemaDir, name), 'utf8'));
}

export function buildSchema(schemaDir: string) {
  return createSchema<YogaServerContext & GatewayContext>({
    typeDefs: readTypeDefs(schemaDir),
    resolvers: forgetMeOnMutation(RESOLVERS),
  });
}
