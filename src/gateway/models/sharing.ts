import type { ShareResourceInput, UnshareResourceInput } from '../../domain/sharing-inputs.js';
import type { GatewayContext } from '../context.js';
import type { FieldError } from '../../domain/api-error-contract.js';
import { gatewayError } from '../errors.js';
import type {
  SharedResource,
  SharingRequest,
  SharingResource,
} from '../generated/resolvers-types.js';
import type { AmPendingRequest, AmPermission, AmResourceSet } from '../upstream/am-sharing.js';
import { UpstreamError } from '../upstream/errors.js';
import { accountRef, isoInstant } from './account-ref.js';
import { safeImageUrl } from './safe-url.js';

function toSharingResource(set: AmResourceSet): SharingResource {
  return {
    id: set._id,
    rev: set._rev,
    name: set.name,
    type: set.type ?? null,
    icon: safeImageUrl(set.icon_uri),
    scopes: set.resource_scopes,
    shares: (set.policy?.permissions ?? []).map(({ subject, scopes }) => ({
      username: subject,
      scopes,
    })),
  };
}

function toSharedResource(set: AmResourceSet): SharedResource {
  const granted = new Set((set.policy?.permissions ?? []).flatMap(({ scopes }) => scopes));
  return {
    id: set._id,
    name: set.name,
    type: set.type ?? null,
    icon: safeImageUrl(set.icon_uri),
    owner: set.resourceOwnerId,
    scopes: set.resource_scopes.filter((scope) => granted.has(scope)),
  };
}

function toSharingRequest(request: AmPendingRequest): SharingRequest {
  return {
    id: request._id,
    requester: request.user,
    resourceId: request.resourceId,
    resourceName: request.resource,
    scopes: request.permissions,
    requestDate: isoInstant(request.when),
  };
}

function invalid(field: string, message: string): never {
  throw gatewayError('BAD_USER_INPUT', 'Invalid input', [{ field, message }]);
}

/** The field errors for the reasons the platform gives when it refuses a policy. */
const POLICY_REFUSALS: Readonly<Record<string, FieldError>> = {
  UNKNOWN_SUBJECT: { field: 'username', message: 'sharing.errors.unknownUser' },
  OWNER_SUBJECT: { field: 'username', message: 'sharing.errors.ownResource' },
  DUPLICATE_SUBJECT: { field: 'username', message: 'sharing.errors.alreadyShared' },
  INVALID_SCOPE: { field: 'scopes', message: 'sharing.errors.invalidScope' },
};

function refusalOf(error: unknown): FieldError | undefined {
  if (!(error instanceof UpstreamError) || error.status !== 400) return undefined;
  const reason = (error.body as { detail?: { reason?: unknown } } | undefined)?.detail?.reason;
  return typeof reason === 'string' ? POLICY_REFUSALS[reason] : undefined;
}

const sameUser = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

type ShareChange =
  | { kind: 'share'; username: string; scopes: readonly string[] }
  | { kind: 'modify'; username: string; scopes: readonly string[] }
  | { kind: 'unshare'; username: string };

/** The resource's permissions after a change, or the field error that makes the change invalid. */
function changedPermissions(set: AmResourceSet, change: ShareChange): AmPermission[] {
  const permissions = set.policy?.permissions ?? [];
  const held = permissions.some(({ subject }) => sameUser(subject, change.username));
  if (change.kind !== 'unshare') {
    if (change.scopes.some((scope) => !set.resource_scopes.includes(scope))) {
      invalid('scopes', 'sharing.errors.invalidScope');
    }
  }
  switch (change.kind) {
    case 'share':
      if (sameUser(set.resourceOwnerId, change.username)) {
        invalid('username', 'sharing.errors.ownResource');
      }
      if (held) invalid('username', 'sharing.errors.alreadyShared');
      return [...permissions, { subject: change.username, scopes: [...change.scopes] }];
    case 'modify':
      if (!held) invalid('username', 'sharing.errors.notShared');
      return permissions.map((permission) =>
        sameUser(permission.subject, change.username)
          ? { subject: permission.subject, scopes: [...change.scopes] }
          : permission,
      );
    case 'unshare':
      if (!held) invalid('username', 'sharing.errors.notShared');
      return permissions.filter(({ subject }) => !sameUser(subject, change.username));
  }
}

function sharingClient(context: GatewayContext) {
  return { client: context.amSharing, ref: accountRef(context.session) };
}

export async function loadSharingResources(context: GatewayContext): Promise<SharingResource[]> {
  const { client, ref } = sharingClient(context);
  return (await client.ownResources(ref)).map(toSharingResource);
}

export async function loadSharedWithMe(context: GatewayContext): Promise<SharedResource[]> {
  const { client, ref } = sharingClient(context);
  return (await client.sharedWithMe(ref)).map(toSharedResource);
}

export async function loadSharingRequests(context: GatewayContext): Promise<SharingRequest[]> {
  const { client, ref } = sharingClient(context);
  return (await client.pendingRequests(ref)).map(toSharingRequest);
}

/**
 * Applies one change to a resource's policy, computed from its current permissions and written
 * only if the resource is still at the revision the user saw (a CONFLICT otherwise).
 */
async function changeSharing(
  context: GatewayContext,
  resourceId: string,
  rev: string,
  change: ShareChange,
): Promise<SharingResource> {
  const { client, ref } = sharingClient(context);
  const set = await client.resource(ref, resourceId);
  const permissions = changedPermissions(set, change);
  try {
    const policy = await client.putPolicy(ref, resourceId, rev, permissions);
    return toSharingResource({ ...set, _rev: policy._rev, policy });
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw gatewayError('BAD_USER_INPUT', 'Invalid input', [refusal]);
    throw error;
  }
}

export const shareResource = (context: GatewayContext, input: ShareResourceInput) =>
  changeSharing(context, input.resourceId, input.rev, {
    kind: 'share',
    username: input.username,
    scopes: input.scopes,
  });

export const modifyResourceShare = (context: GatewayContext, input: ShareResourceInput) =>
  changeSharing(context, input.resourceId, input.rev, {
    kind: 'modify',
    username: input.username,
    scopes: input.scopes,
  });

export const unshareResource = (context: GatewayContext, input: UnshareResourceInput) =>
  changeSharing(context, input.resourceId, input.rev, {
    kind: 'unshare',
    username: input.username,
  });

export async function approveSharingRequest(
  context: GatewayContext,
  { id, scopes }: { id: string; scopes?: readonly string[] | null | undefined },
): Promise<SharingResource> {
  const { client, ref } = sharingClient(context);
  try {
    const answered = await client.answerRequest(ref, id, 'approve', scopes ?? undefined);
    return toSharingResource(await client.resource(ref, answered.resourceId));
  } catch (error) {
    const refusal = refusalOf(error);
    if (refusal) throw gatewayError('BAD_USER_INPUT', 'Invalid input', [refusal]);
    throw error;
  }
}

export async function denySharingRequest(
  context: GatewayContext,
  { id }: { id: string },
): Promise<SharingRequest> {
  const { client, ref } = sharingClient(context);
  return toSharingRequest(await client.answerRequest(ref, id, 'deny'));
}
