import type { FastifyRequest } from 'fastify';
import type { Principal } from '../auth/principal.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { IdmDeps } from './idm-deps.js';

export const ADMIN_ROLE = 'internal/role/openidm-admin';
export const AUTHORIZED_ROLE = 'internal/role/openidm-authorized';

export function isAdministrator(principal: Principal): boolean {
  return principal.roles.includes(ADMIN_ROLE);
}

export function isSelf(principal: Principal, object: string, id: string): boolean {
  return principal.component === `managed/${object}` && principal.idmId === id;
}

export async function requirePrincipal(deps: IdmDeps, request: FastifyRequest): Promise<Principal> {
  const principal = await deps.principalFromRequest(request);
  if (!principal) throw unauthorized();
  return principal;
}

export async function requireAdministrator(
  deps: IdmDeps,
  request: FastifyRequest,
): Promise<Principal> {
  const principal = await requirePrincipal(deps, request);
  if (!isAdministrator(principal)) throw forbidden();
  return principal;
}

/** The caller, who must be the object itself or an administrator. */
export async function requireSelfOrAdministrator(
  deps: IdmDeps,
  request: FastifyRequest,
  object: string,
  id: string,
): Promise<{ principal: Principal; self: boolean }> {
  const principal = await requirePrincipal(deps, request);
  if (isAdministrator(principal)) return { principal, self: false };
  if (!isSelf(principal, object, id)) throw forbidden();
  return { principal, self: true };
}
