import { JSONResolver } from 'graphql-scalars';
import type { Resolvers } from '../generated/resolvers-types.js';
import { JourneyResult } from './journey-result.js';
import { Mutation } from './mutation.js';
import { Query } from './query.js';

/**
 * Each feature's resolvers, as `{ Query, Mutation, ...types }` for the fields its
 * `schema/<feature>.graphql` adds. A field may be defined by one feature only.
 */
const FEATURE_RESOLVERS: readonly Resolvers[] = [];

function mergeResolvers(base: Resolvers, features: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of [base, ...features]) {
    for (const [typeName, fields] of Object.entries(part)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (Object.hasOwn(target, field)) throw new Error(`${typeName}.${field} is resolved twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

export const RESOLVERS: Resolvers = mergeResolvers(
  { JSON: JSONResolver, Query, Mutation, JourneyResult },
  FEATURE_RESOLVERS,
);
