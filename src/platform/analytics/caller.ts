import type { FastifyRequest } from 'fastify';
import { ANALYTICS_SCOPE, REPORTS_FEATURE } from '../../domain/reports/report-feature.js';
import { FRAUD_ANALYST_ROLE } from '../../domain/autoaccess/risk-analyst-roles.js';
import { NORMAL_VIEW_TEMPLATE } from '../../domain/reports/normal-view-template.js';
import type { PrincipalResolver } from '../auth/principal.js';
import { forbidden, notFound, unauthorized } from '../http/errors.js';
import { isAdministrator } from '../idm/access.js';
import { isFeatureEnabled } from '../idm/feature-flags.js';
import type { Db } from '../store/db.js';

export interface AnalyticsCallerDeps {
  db: Db;
  principalFromRequest: PrincipalResolver;
}

/**
 * Who calls the analytics service: an administrator or a fraud analyst of one realm, acting only
 * there.
 */
export interface AnalyticsCaller {
  realm: string;
  /** The caller's id, recorded on the runs they start. */
  userId: string;
  /**
   * The one template a fraud analyst may run and read (the risk dashboard's normal view); null
   * for an administrator.
   */
  onlyTemplate: string | null;
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
  const administrator = isAdministrator(principal);
  if (!administrator && !principal.roles.includes(FRAUD_ANALYST_ROLE)) {
    throw forbidden('Only administrators may use reports');
  }
  return {
    realm: principal.realm,
    userId: principal.idmId,
    onlyTemplate: administrator ? null : NORMAL_VIEW_TEMPLATE,
  };
}

/** Refuses a caller who may not use the template (a fraud analyst, any but the normal view). */
export function requireTemplate(caller: AnalyticsCaller, name: string): void {
  if (caller.onlyTemplate !== null && caller.onlyTemplate !== name) {
    throw forbidden('Only administrators may use reports');
  }
}

/**
 * Refuses a caller limited to one template: listing, editing and the history are the
 * administrator's.
 */
export function requireEveryTemplate(caller: AnalyticsCaller): void {
  if (caller.onlyTemplate !== null) throw forbidden('Only administrators may use reports');
}
