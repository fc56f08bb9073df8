import type { GraphQLFieldResolver } from 'graphql';
import type { GatewayContext } from '../context.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { sessionKey } from './gateway-caches.js';

type FieldResolver = GraphQLFieldResolver<unknown, GatewayContext>;

function forgetMe(context: GatewayContext): void {
  const signedIn = context.session.signedIn();
  if (signedIn) context.caches.me.forget(sessionKey(signedIn));
}

function forgettingMe(resolver: FieldResolver): FieldResolver {
  return async (parent, args, context, info) => {
    forgetMe(context);
    try {
      return await resolver(parent, args, context, info);
    } finally {
      forgetMe(context);
    }
  };
}

/**
 * Every mutation may change what `me` shows (a profile edit, a new username, a sign-out), so
 * it drops the session's cached `me`, before it runs and again once it is done.
 */
export function forgetMeOnMutation(resolvers: Resolvers): Resolvers {
  const mutation = resolvers.Mutation as Record<string, unknown> | undefined;
  if (!mutation) return resolvers;
  const wrapped = Object.fromEntries(
    Object.entries(mutation).map(([field, resolver]) => [
      field,
      typeof resolver === 'function' ? forgettingMe(resolver as FieldResolver) : resolver,
    ]),
  );
  return { ...resolvers, Mutation: wrapped };
}
