import type { FastifyRequest } from 'fastify';
import { ANALYTICS_SCOPE, REPORTS_FEATURE } from '../../domain/reports/report-feature.js';
import type { PrincipalResolver } from '../auth/principal.js';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { isAdministrator } from '../idm/access.js';
import { isFeatureEnabled } from '../idm/feature-flags.js';
import type { Db } from '../store/db.js';

export interface AnalyticsCallerDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
}

/** Who calls the analytics service: an administrator of one realm, acting only there. */
export interface AnalyticsCaller {
  realm: string;
  /** The caller's id, recorded on the runs they start. */
  userId: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Set by the analytics service's onRequest hook for every admitted call. */
    analyticsCaller: AnalyticsCaller | null;
  }
}

export function analyticsCallerOf(request: FastifyRequest): AnalyticsCaller {
  const caller = request.analyticsCaller;
  if (!caller) throw unauthorized();
  return caller;
}

/**
 * Admits an analytics call: a valid bearer token of the platform's OIDC with the analytics scope,
 * from an administrator of the token's realm, with the reports feature on.
 */
export async function admitAnalyticsCaller(
  deps: AnalyticsCallerDeps,
  request: FastifyRequest,
): Promise<AnalyticsCaller> {
  const principal = await deps.principalFromRequest(request);
  if (!principal) throw unauthorized('A valid bearer access token is required');
  if (!principal.scopes?.includes(ANALYTICS_SCOPE)) {
    throw forbidden(`The access token lacks the scope ${ANALYTICS_SCOPE}`);
  }
  if (!(await isFeatureEnabled(deps.db, REPORTS_FEATURE))) {
    throw notFound('reports are not enabled');
  }
  if (!isAdministrator(principal)) throw forbidden('Only administrators may use reports');
  return { realm: principal.realm, userId: principal.idmId };
}
