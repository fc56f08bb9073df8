import type { FastifyRequest } from 'fastify';
import { realmOwningObject } from '../../domain/realms.js';
import type { Principal } from '../auth/principal.js';
import { forbidden, unauthorized } from '../http/errors.js';
import type { IdmDeps } from './idm-deps.js';

export const ADMIN_ROLE = 'internal/role/openidm-admin';
export const AUTHORIZED_ROLE = 'internal/role/openidm-authorized';

/** Holds the administrator role: of the platform (`amadmin`) or of the realm they signed in to. */
export function isAdministrator(principal: Principal): boolean {
  return principal.roles.includes(ADMIN_ROLE);
}

/** `amadmin`, the one administrator of every realm and of the platform's own configuration. */
export function isPlatformAdministrator(principal: Principal): boolean {
  return principal.amAdmin && isAdministrator(principal);
}

/** A realm's administrator: the platform administrator, or an administrator signed in to that realm. */
export function administersRealm(principal: Principal, realm: string): boolean {
  return (
    isPlatformAdministrator(principal) || (isAdministrator(principal) && principal.realm === realm)
  );
}

/** Administers the realm that owns the managed object type (`alpha_user` is alpha's). */
export function administersObject(principal: Principal, object: string): boolean {
  return administersRealm(principal, realmOwningObject(object));
}

export function isSelf(principal: Principal, object: string, id: string): boolean {
  return principal.component === `managed/${object}` && principal.idmId === id;
}

export async function requirePrincipal(deps: IdmDeps, request: FastifyRequest): Promise<Principal> {
  const principal = await deps.principalFromRequest(request);
  if (!principal) throw unauthorized();
  return principal;
}

export async function requirePlatformAdministrator(
  deps: IdmDeps,
  request: FastifyRequest,
): Promise<Principal> {
  const principal = await requirePrincipal(deps, request);
  if (!isPlatformAdministrator(principal)) throw forbidden();
  return principal;
}

/** The caller, who must be the object itself or an administrator of the object's realm. */
export async function requireSelfOrAdministrator(
  deps: IdmDeps,
  request: FastifyRequest,
  object: string,
  id: string,
): Promise<{ principal: Principal; self: boolean }> {
  const principal = await requirePrincipal(deps, request);
  if (administersObject(principal, object)) return { principal, self: false };
  if (!isSelf(principal, object, id)) throw forbidden();
  return { principal, self: true };
}
