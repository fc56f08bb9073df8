import type { FastifyRequest } from 'fastify';
import { AUTO_ACCESS_FEATURE } from '../../domain/autoaccess/auto-access-feature.js';
import { AUTO_ACCESS_SCOPE, TENANT_ID_HEADER } from '../../domain/autoaccess/auto-access-scope.js';
import type { Principal, PrincipalResolver } from '../auth/principal.js';
import { badRequest, forbidden, notFound, unauthorized } from '../http/errors.js';
import { isAdministrator } from '../idm/access.js';
import type { Db } from '../store/db.js';
import { isFeatureEnabled } from '../idm/feature-flags.js';

export interface AutoAccessCallerDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The administrator an auto-access call acts for, set by the services' preHandler. */
    autoAccessCaller: Principal | null;
  }
}

/** The administrator an admitted auto-access call acts for. */
export function callerOf(request: FastifyRequest): Principal {
  if (!request.autoAccessCaller) throw unauthorized('A valid bearer access token is required');
  return request.autoAccessCaller;
}

/** The realm an admitted auto-access call acts in. */
export function realmOf(request: FastifyRequest): string {
  return callerOf(request).realm;
}

function tenantOf(request: FastifyRequest): string | undefined {
  const header = request.headers[TENANT_ID_HEADER];
  const value = (Array.isArray(header) ? header[0] : header)?.trim();
  return value === '' ? undefined : value;
}

/**
 * Admits an auto-access call: a valid bearer token of the platform's OIDC with the auto-access
 * scope, a tenant header naming the token's realm, an identity administrator, the feature on.
 */
export async function admitAutoAccessCaller(
  deps: AutoAccessCallerDeps,
  request: FastifyRequest,
): Promise<Principal> {
  const principal = await deps.principalFromRequest(request);
  if (!principal) throw unauthorized('A valid bearer access token is required');
  const tenant = tenantOf(request);
  if (tenant === undefined) throw badRequest(`The ${TENANT_ID_HEADER} header is required`);
  if (tenant !== principal.realm) throw forbidden('The tenant is not the realm of the token');
  if (!principal.scopes?.includes(AUTO_ACCESS_SCOPE)) {
    throw forbidden(`The access token lacks the scope ${AUTO_ACCESS_SCOPE}`);
  }
  if (!isAdministrator(principal)) throw forbidden('Only identity administrators may call');
  if (!(await isFeatureEnabled(deps.db, AUTO_ACCESS_FEATURE)))
    throw notFound('auto access is not enabled');
  return principal;
}
