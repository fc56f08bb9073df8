import { z } from 'zod';
import { amRealmPath } from '../../domain/realms.js';
import { apiVersion, type AmEndpoint } from './am-api-versions.js';
import { SSO_HEADER } from './am.js';
import type { AmAccountRef } from './am-account.js';
import type { UpstreamHttp } from './http.js';

const permission = z.looseObject({ subject: z.string(), scopes: z.array(z.string()) });
export type AmPermission = z.infer<typeof permission>;

const resourceSet = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  name: z.string(),
  type: z.string().nullish(),
  icon_uri: z.string().nullish(),
  resource_scopes: z.array(z.string()).default([]),
  resourceOwnerId: z.string(),
  policy: z.looseObject({ permissions: z.array(permission).default([]) }).nullish(),
});
export type AmResourceSet = z.infer<typeof resourceSet>;

const policy = z.looseObject({
  _id: z.string(),
  _rev: z.string(),
  permissions: z.array(permission).default([]),
});
export type AmPolicy = z.infer<typeof policy>;

const pendingRequest = z.looseObject({
  _id: z.string(),
  user: z.string(),
  resource: z.string(),
  resourceId: z.string(),
  when: z.union([z.number(), z.string()]).nullish(),
  permissions: z.array(z.string()).default([]),
});
export type AmPendingRequest = z.infer<typeof pendingRequest>;

const envelope = <T extends z.ZodType>(item: T) => z.looseObject({ result: z.array(item) });

/**
 * AM's UMA sharing of the signed-in user: resource sets they own or that were shared with them,
 * the policy of each of theirs, and pending requests. Every call carries the user's SSO token.
 */
export function createAmSharingClient(http: UpstreamHttp) {
  const userPath = ({ realm, user }: AmAccountRef, rest: string) =>
    `json/${amRealmPath(realm)}/users/${encodeURIComponent(user)}/${rest}`;
  const sso = (ref: AmAccountRef, endpoint: AmEndpoint) => ({
    [SSO_HEADER]: ref.ssoToken,
    ...apiVersion(endpoint),
  });

  return {
    async ownResources(ref: AmAccountRef): Promise<AmResourceSet[]> {
      const answer = await http.request(envelope(resourceSet), {
        path: userPath(ref, 'oauth2/resources/sets'),
        query: { _queryFilter: 'true' },
        headers: sso(ref, 'umaResources'),
      });
      return answer.result;
    },

    async sharedWithMe(ref: AmAccountRef): Promise<AmResourceSet[]> {
      const answer = await http.request(envelope(resourceSet), {
        path: userPath(ref, 'oauth2/resources/sets'),
        query: { _queryFilter: 'sharedWithMe eq true' },
        headers: sso(ref, 'umaResources'),
      });
      return answer.result;
    },

    resource: (ref: AmAccountRef, id: string): Promise<AmResourceSet> =>
      http.request(resourceSet, {
        path: userPath(ref, `oauth2/resources/sets/${encodeURIComponent(id)}`),
        headers: sso(ref, 'umaResources'),
      }),

    /** Replaces the resource's permissions while its revision is still `rev` (412 otherwise). */
    putPolicy: (
      ref: AmAccountRef,
      id: string,
      rev: string,
      permissions: readonly AmPermission[],
    ): Promise<AmPolicy> =>
      http.request(policy, {
        method: 'PUT',
        path: userPath(ref, `uma/policies/${encodeURIComponent(id)}`),
        headers: { ...sso(ref, 'umaPolicies'), 'if-match': `"${rev}"` },
        body: { policyId: id, permissions },
      }),

    async pendingRequests(ref: AmAccountRef): Promise<AmPendingRequest[]> {
      const answer = await http.request(envelope(pendingRequest), {
        path: userPath(ref, 'uma/pendingrequests'),
        query: { _queryFilter: 'true' },
        headers: sso(ref, 'umaPendingRequests'),
      });
      return answer.result;
    },

    answerRequest: (
      ref: AmAccountRef,
      id: string,
      action: 'approve' | 'deny',
      scopes?: readonly string[],
    ): Promise<AmPendingRequest> =>
      http.request(pendingRequest, {
        method: 'POST',
        path: userPath(ref, `uma/pendingrequests/${encodeURIComponent(id)}`),
        query: { _action: action },
        headers: sso(ref, 'umaPendingRequests'),
        body: scopes ? { scopes } : {},
      }),
  };
}
