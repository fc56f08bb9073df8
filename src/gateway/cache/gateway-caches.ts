import { createHash } from 'node:crypto';
import type { SignedIn } from '../auth/session.js';
import type { GatewayConfig } from '../config.js';
import type { Me } from '../generated/resolvers-types.js';
import type { ObjectSchemaDocument } from '../upstream/idm.js';
import { TtlCache } from './ttl-cache.js';

const MAX_SESSIONS = 10_000;
const MAX_SCHEMAS = 200;

/**
 * What the gateway reuses across requests: each session's `me` for a few seconds (forgotten
 * when that session runs a mutation), and managed-object schemas, which are the same for
 * every user.
 */
export function createGatewayCaches(
  config: Pick<GatewayConfig, 'ME_CACHE_TTL_MS' | 'SCHEMA_CACHE_TTL_MS'>,
) {
  return {
    me: new TtlCache<Me>({ ttlMs: config.ME_CACHE_TTL_MS, maxEntries: MAX_SESSIONS }),
    schemas: new TtlCache<ObjectSchemaDocument>({
      ttlMs: config.SCHEMA_CACHE_TTL_MS,
      maxEntries: MAX_SCHEMAS,
    }),
  };
}

export type GatewayCaches = ReturnType<typeof createGatewayCaches>;

/** One sign-in's key: the AM session it holds, hashed so that no token is kept in memory. */
export function sessionKey(signedIn: Pick<SignedIn, 'realm' | 'ssoToken'>): string {
  return createHash('sha256').update(`${signedIn.realm}\n${signedIn.ssoToken}`).digest('base64url');
}
