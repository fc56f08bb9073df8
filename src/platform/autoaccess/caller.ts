import type { FastifyRequest } from 'fastify';
import { AUTO_ACCESS_FEATURE } from '../../domain/autoaccess/auto-access-feature.js';
import { AUTO_ACCESS_SCOPE, TENANT_ID_HEADER } from '../../domain/autoaccess/auto-access-scope.js';
import {
  DATA_ANALYST_ROLE,
  FRAUD_ANALYST_ROLE,
} from '../../domain/autoaccess/risk-analyst-roles.js';
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
 * What an auto-access call does: read the scored sign-ins (a fraud analyst's work) or administer
 * the data and models behind them (a data analyst's). An identity administrator does both.
 */
export type AutoAccessCapability = 'readRiskEvents' | 'administer';

const CAPABILITY_ROLES: Record<AutoAccessCapability, string> = {
  readRiskEvents: FRAUD_ANALYST_ROLE,
  administer: DATA_ANALYST_ROLE,
};

const REFUSALS: Record<AutoAccessCapability, string> = {
  readRiskEvents: 'Only identity administrators and fraud analysts may read the scored sign-ins',
  administer: 'Only identity administrators and data analysts may administer auto access',
};

function holdsCapability(principal: Principal, capability: AutoAccessCapability): boolean {
  return isAdministrator(principal) || principal.roles.includes(CAPABILITY_ROLES[capability]);
}

/**
 * Admits an auto-access call: a valid bearer token of the platform's OIDC with the auto-access
 * scope, a tenant header naming the token's realm, a caller holding one of the capabilities the
 * call needs, the feature on.
 */
export async function admitAutoAccessCaller(
  deps: AutoAccessCallerDeps,
  request: FastifyRequest,
  capabilities: readonly AutoAccessCapability[],
): Promise<Principal> {
  const principal = await deps.principalFromRequest(request);
  if (!principal) throw unauthorized('A valid bearer access token is required');
  const tenant = tenantOf(request);
  if (tenant === undefined) throw badRequest(`The ${TENANT_ID_HEADER} header is required`);
  if (tenant !== principal.realm) throw forbidden('The tenant is not the realm of the token');
  if (!principal.scopes?.includes(AUTO_ACCESS_SCOPE)) {
    throw forbidden(`The access token lacks the scope ${AUTO_ACCESS_SCOPE}`);
  }
  if (!capabilities.some((capability) => holdsCapability(principal, capability))) {
    throw forbidden(REFUSALS[capabilities[0] ?? 'administer']);
  }
  if (!(await isFeatureEnabled(deps.db, AUTO_ACCESS_FEATURE)))
    throw notFound('auto access is not enabled');
  return principal;
}
