import { BoundedJSON } from '../bounded-json-scalar.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountSecurityResolvers } from './account-security.js';
import { applicationsResolvers } from './applications.js';
import { delegatedAdminResolvers } from './delegated-admin.js';
import { JourneyResult } from './journey-result.js';
import { Mutation } from './mutation.js';
import { profileResolvers } from './profile.js';
import { Query } from './query.js';
import { sharingResolvers } from './sharing.js';
import { socialResolvers } from './social.js';

/**
 * Each feature's resolvers, as `{ Query, Mutation, ...types }` for the fields its
 * `schema/<feature>.graphql` adds. A field may be defined by one feature only.
 */
const FEATURE_RESOLVERS: readonly Resolvers[] = [
  profileResolvers,
  accountSecurityResolvers,
  sharingResolvers,
  applicationsResolvers,
  socialResolvers,
  delegatedAdminResolvers,
];

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
  { JSON: BoundedJSON, Query, Mutation, JourneyResult },
  FEATURE_RESOLVERS,
);
