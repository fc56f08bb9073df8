import { z } from 'zod';
import { INTERNAL_ADMIN_ID, INTERNAL_USER_COMPONENT } from '../../domain/user.js';
import type { Principal } from '../auth/principal.js';
import { forbidden, notFound } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { administersObject, isPlatformAdministrator } from './access.js';
import { findManagedObject } from './managed-store.js';

const MANAGED_TARGET = /^managed\/([A-Za-z0-9_-]{1,64})\/([^/]{1,255})$/;
const INTERNAL_TARGET = /^internal\/user\/([^/]{1,255})$/;

/** Whom a notification is for: `managed/<object>/<id>` or `internal/user/<id>`. */
export const notificationTargetSchema = z
  .string()
  .refine(
    (target) =>
      !target.includes('\u0000') && (MANAGED_TARGET.test(target) || INTERNAL_TARGET.test(target)),
    { message: 'Invalid notification target' },
  );

function principalTarget(principal: Principal): string {
  return `${principal.component}/${principal.idmId}`;
}

/** The target's realm administrators: of the managed object's realm, or the platform's. */
export function administersTarget(principal: Principal, target: string): boolean {
  const object = MANAGED_TARGET.exec(target)?.[1];
  return object === undefined
    ? isPlatformAdministrator(principal)
    : administersObject(principal, object);
}

/** The caller may act on a target's notifications when it is their own, or as its administrator. */
export function requireTargetAccess(principal: Principal, target: string): void {
  if (principalTarget(principal) !== target && !administersTarget(principal, target)) {
    throw forbidden();
  }
}

export async function requireExistingTarget(db: Db, target: string): Promise<void> {
  const internal = INTERNAL_TARGET.exec(target);
  if (internal) {
    if (internal[1] === INTERNAL_ADMIN_ID) return;
    throw notFound(`Object ${INTERNAL_USER_COMPONENT}/${internal[1]} not found`);
  }
  const [, object = '', id = ''] = MANAGED_TARGET.exec(target) ?? [];
  if (!(await findManagedObject(db, object, id))) throw notFound(`Object ${target} not found`);
}
