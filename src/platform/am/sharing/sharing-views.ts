import type { PendingRequest, PermissionRow, ResourceSetRow } from './sharing-store.js';
import { usernameOf } from './sharing-subjects.js';

type Usernames = ReadonlyMap<string, string>;
type Permissions = readonly Pick<PermissionRow, 'subject_id' | 'scopes'>[];

function permissionViews(permissions: Permissions, usernames: Usernames) {
  return permissions.map((row) => ({
    subject: usernameOf(usernames, row.subject_id),
    scopes: row.scopes,
  }));
}

/** A resource set as AM serves it, with the permissions of its policy. */
export function resourceSetView(
  row: ResourceSetRow,
  permissions: Permissions,
  usernames: Usernames,
) {
  return {
    _id: row.id,
    _rev: String(row.rev),
    name: row.name,
    type: row.type,
    icon_uri: row.icon_uri,
    resource_scopes: row.scopes,
    resourceOwnerId: usernameOf(usernames, row.owner_id),
    policy: { permissions: permissionViews(permissions, usernames) },
  };
}

/** A resource set's UMA policy: one permission (subject and scopes) per user it is shared with. */
export function policyView(row: ResourceSetRow, permissions: Permissions, usernames: Usernames) {
  return {
    _id: row.id,
    _rev: String(row.rev),
    policyId: row.id,
    name: row.name,
    permissions: permissionViews(permissions, usernames),
  };
}

/** A pending request as AM serves it; `when` is epoch milliseconds. */
export function pendingRequestView({ request, resource }: PendingRequest, usernames: Usernames) {
  return {
    _id: request.id,
    user: usernameOf(usernames, request.requester_id),
    resource: resource.name,
    resourceId: resource.id,
    when: new Date(request.created_date).getTime(),
    permissions: request.scopes,
  };
}
