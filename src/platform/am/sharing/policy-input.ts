import { z } from 'zod';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { findAccountByUsername, isAmAdmin } from '../accounts.js';
import type { Permission, ResourceSetRow } from './sharing-store.js';

const MAX_PERMISSIONS = 100;

const permissionBody = z.object({
  subject: z.string().trim().min(1).max(255),
  scopes: z.array(z.string().min(1).max(64)).min(1).max(20),
});
const policyBody = z.looseObject({
  policyId: z.string().optional(),
  permissions: z.array(permissionBody).max(MAX_PERMISSIONS),
});
const approveBody = z.looseObject({
  scopes: z.array(z.string().min(1).max(64)).max(20).optional(),
});

/** Why a policy was refused, in `detail.reason` of the 400 answer. */
type PolicyRefusal = 'UNKNOWN_SUBJECT' | 'OWNER_SUBJECT' | 'DUPLICATE_SUBJECT' | 'INVALID_SCOPE';

function refuse(message: string, reason: PolicyRefusal, detail: Record<string, unknown>): never {
  throw badRequest(message, { reason, ...detail });
}

/** The requested scopes in the resource set's own order, each one of the set's scopes. */
function checkedScopes(resource: ResourceSetRow, scopes: readonly string[]): string[] {
  const unknown = scopes.find((scope) => !resource.scopes.includes(scope));
  if (unknown !== undefined) {
    refuse(`Scope ${unknown} is not a scope of ${resource.name}`, 'INVALID_SCOPE', {
      scope: unknown,
    });
  }
  return resource.scopes.filter((scope) => scopes.includes(scope));
}

/**
 * The permissions of a policy body for `resource`: every subject an active user of the realm
 * other than the owner, named once, with at least one of the resource set's scopes.
 */
export async function parsePolicy(
  db: Db,
  resource: ResourceSetRow,
  body: unknown,
): Promise<Permission[]> {
  const parsed = policyBody.safeParse(body);
  if (!parsed.success) throw badRequest('Invalid policy', { issues: parsed.error.issues.length });
  if (parsed.data.policyId !== undefined && parsed.data.policyId !== resource.id) {
    throw badRequest('The policy id must be the resource set id');
  }
  const permissions: Permission[] = [];
  for (const { subject, scopes } of parsed.data.permissions) {
    const account = await findAccountByUsername(db, resource.realm, subject);
    if (!account?.active || isAmAdmin(account.realm, account.userId)) {
      refuse(`Unknown subject ${subject}`, 'UNKNOWN_SUBJECT', { subject });
    }
    if (account.userId === resource.owner_id) {
      refuse('A resource set cannot be shared with its owner', 'OWNER_SUBJECT', { subject });
    }
    if (permissions.some((permission) => permission.subjectId === account.userId)) {
      refuse(`Subject ${subject} is named twice`, 'DUPLICATE_SUBJECT', { subject });
    }
    permissions.push({ subjectId: account.userId, scopes: checkedScopes(resource, scopes) });
  }
  return permissions;
}

/** The scopes an approval grants: those of the body, or else every scope requested. */
export function parseApproval(resource: ResourceSetRow, requested: string[], body: unknown) {
  const parsed = approveBody.safeParse(body ?? {});
  if (!parsed.success) throw badRequest('Invalid approval');
  const scopes = parsed.data.scopes ?? requested;
  if (scopes.length === 0) throw badRequest('An approval grants at least one scope');
  return checkedScopes(resource, scopes);
}
