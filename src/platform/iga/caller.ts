import type { FastifyRequest } from 'fastify';
import { GOVERNANCE_FEATURE, IGA_SCOPE } from '../../domain/governance/governance-feature.js';
import { managedUserResource } from '../../domain/realms.js';
import type { Principal, PrincipalResolver } from '../auth/principal.js';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { isFeatureEnabled } from '../idm/feature-flags.js';
import type { Db } from '../store/db.js';

export interface GovernanceCallerDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
}

/** Who calls the governance service: an end user of one realm, acting only there. */
export interface GovernanceCaller {
  realm: string;
  /** The caller's managed user id in that realm. */
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the governance service's onRequest hook for every admitted call. */
    governanceCaller: GovernanceCaller | null;
  }
}

/** The caller of an admitted governance call. */
export function callerOf(request: FastifyRequest): GovernanceCaller {
  const caller = request.governanceCaller;
  if (!caller) throw unauthorized();
  return caller;
}

function managedUserOf(principal: Principal): GovernanceCaller {
  if (principal.component !== managedUserResource(principal.realm)) {
    throw forbidden('Only the realm’s users take part in governance');
  }
  return { realm: principal.realm, userId: principal.idmId };
}

/**
 * Admits a governance call: a valid bearer token of the platform's OIDC with the governance
 * scope, from a user of the token's realm, the governance feature on.
 */
export async function admitGovernanceCaller(
  deps: GovernanceCallerDeps,
  request: FastifyRequest,
): Promise<GovernanceCaller> {
  const principal = await deps.principalFromRequest(request);
  if (!principal) throw unauthorized('A valid bearer access token is required');
  if (!principal.scopes?.includes(IGA_SCOPE)) {
    throw forbidden(`The access token lacks the scope ${IGA_SCOPE}`);
  }
  if (!(await isFeatureEnabled(deps.db, GOVERNANCE_FEATURE))) {
    throw notFound('governance is not enabled');
  }
  return managedUserOf(principal);
}
