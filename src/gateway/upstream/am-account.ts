import { z } from 'zod';
import { ROOT_REALM, amRealmPath } from '../../domain/realms.js';
import { apiVersion, type AmEndpoint } from './am-api-versions.js';
import { SSO_HEADER } from './am.js';
import type { UpstreamHttp } from './http.js';

/** Whose account a call is about, and the SSO token it is made with. */
export interface AmAccountRef {
  realm: string;
  /** The user's id (or username) in the `users/{user}` path. */
  user: string;
  ssoToken: string;
}

export type AmAuthDeviceKind = 'oath' | 'push' | 'webauthn';

const instant = z.union([z.number(), z.string()]).nullish();
const location = z.looseObject({ city: z.string().nullish(), country: z.string().nullish() });

const trustedDevice = z.looseObject({
  _id: z.string(),
  alias: z.string().default(''),
  identifier: z.string().default(''),
  lastSelectedDate: instant,
  metadata: z
    .looseObject({
      browser: z
        .union([z.string(), z.looseObject({ userAgent: z.string().optional() })])
        .optional(),
      platform: z.looseObject({ os: z.string().nullish(), cpu: z.string().nullish() }).optional(),
    })
    .optional(),
  location: location.nullish(),
});
export type AmTrustedDevice = z.infer<typeof trustedDevice>;

const authDevice = z.looseObject({
  _id: z.string(),
  deviceName: z.string().nullish(),
  createdDate: instant,
  lastAccessDate: instant,
});
export type AmAuthDevice = z.infer<typeof authDevice>;

const application = z.looseObject({
  _id: z.string(),
  name: z.string().nullish(),
  scopes: z.union([z.array(z.string()), z.record(z.string(), z.unknown())]).default([]),
  expiryDateTime: z.string().nullish(),
});
export type AmApplication = z.infer<typeof application>;

const authEvent = z.looseObject({
  _id: z.string(),
  time: z.string(),
  result: z.string(),
  ipAddress: z.string().nullish(),
  location: location.nullish(),
  device: z.looseObject({ browser: z.string().nullish(), os: z.string().nullish() }).nullish(),
});
export type AmAuthEvent = z.infer<typeof authEvent>;

const listedSession = z.looseObject({
  sessionHandle: z.string(),
  latestAccessTime: z.string(),
  maxIdleExpirationTime: z.string(),
});
export type AmListedSession = z.infer<typeof listedSession>;

const envelope = <T extends z.ZodType>(item: T) => z.looseObject({ result: z.array(item) });
const logoutAnswer = z.looseObject({ result: z.record(z.string(), z.boolean()) });
const anything = z.unknown();

/** A CREST query-filter string literal. */
function quoted(value: string): string {
  return `"${value.replace(/\\/g, '\\\\').replace(/"/g, '\\"')}"`;
}

/**
 * Access management's self-service resources of a user: trusted and authentication devices,
 * sessions, OAuth applications and sign-in history. Every call carries the user's SSO token.
 */
export function createAmAccountClient(http: UpstreamHttp) {
  const userPath = ({ realm, user }: AmAccountRef, rest: string) =>
    `json/${amRealmPath(realm)}/users/${encodeURIComponent(user)}/${rest}`;
  const sso = (ref: { ssoToken: string }, endpoint: AmEndpoint) => ({
    [SSO_HEADER]: ref.ssoToken,
    ...apiVersion(endpoint),
  });

  return {
    async trustedDevices(ref: AmAccountRef): Promise<AmTrustedDevice[]> {
      const answer = await http.request(envelope(trustedDevice), {
        path: userPath(ref, 'devices/profile'),
        query: { _queryFilter: 'true' },
        headers: sso(ref, 'devices'),
      });
      return answer.result;
    },

    async renameTrustedDevice(ref: AmAccountRef, id: string, alias: string): Promise<void> {
      await http.request(anything, {
        method: 'PUT',
        path: userPath(ref, `devices/profile/${encodeURIComponent(id)}`),
        headers: sso(ref, 'devices'),
        body: { alias },
      });
    },

    async deleteTrustedDevice(ref: AmAccountRef, id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: userPath(ref, `devices/profile/${encodeURIComponent(id)}`),
        headers: sso(ref, 'devices'),
      });
    },

    async authDevices(ref: AmAccountRef, kind: AmAuthDeviceKind): Promise<AmAuthDevice[]> {
      const answer = await http.request(envelope(authDevice), {
        path: userPath(ref, `devices/2fa/${kind}`),
        query: { _queryFilter: 'true' },
        headers: sso(ref, 'devices'),
      });
      return answer.result;
    },

    async renameAuthDevice(
      ref: AmAccountRef,
      kind: AmAuthDeviceKind,
      id: string,
      deviceName: string,
    ): Promise<void> {
      await http.request(anything, {
        method: 'PUT',
        path: userPath(ref, `devices/2fa/${kind}/${encodeURIComponent(id)}`),
        headers: sso(ref, 'devices'),
        body: { deviceName },
      });
    },

    async deleteAuthDevice(ref: AmAccountRef, kind: AmAuthDeviceKind, id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: userPath(ref, `devices/2fa/${kind}/${encodeURIComponent(id)}`),
        headers: sso(ref, 'devices'),
      });
    },

    /** The live sessions of a username in a realm (AM lets a user see only their own). */
    async sessions(
      ref: { realm: string; ssoToken: string },
      username: string,
    ): Promise<AmListedSession[]> {
      const realmLabel = ref.realm === ROOT_REALM ? '/' : `/${ref.realm}`;
      const answer = await http.request(envelope(listedSession), {
        path: `json/${amRealmPath(ref.realm)}/sessions`,
        query: {
          _queryFilter: `username eq ${quoted(username)} and realm eq ${quoted(realmLabel)}`,
        },
        headers: sso(ref, 'sessions'),
      });
      return answer.result;
    },

    /** Ends sessions by handle; answers which ones ended. */
    async logoutByHandle(
      ref: { realm: string; ssoToken: string },
      handles: string[],
    ): Promise<Record<string, boolean>> {
      const answer = await http.request(logoutAnswer, {
        method: 'POST',
        path: `json/${amRealmPath(ref.realm)}/sessions`,
        query: { _action: 'logoutByHandle' },
        headers: sso(ref, 'sessions'),
        body: { sessionHandles: handles },
      });
      return answer.result;
    },

    async applications(ref: AmAccountRef): Promise<AmApplication[]> {
      const answer = await http.request(envelope(application), {
        path: userPath(ref, 'oauth2/applications'),
        query: { _queryFilter: 'true' },
        headers: sso(ref, 'oauth2Applications'),
      });
      return answer.result;
    },

    async revokeApplication(ref: AmAccountRef, clientId: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: userPath(ref, `oauth2/applications/${encodeURIComponent(clientId)}`),
        headers: sso(ref, 'oauth2Applications'),
      });
    },

    async authEvents(ref: AmAccountRef, pageSize: number): Promise<AmAuthEvent[]> {
      const answer = await http.request(envelope(authEvent), {
        path: userPath(ref, 'authevents'),
        query: { _pageSize: String(pageSize) },
        headers: sso(ref, 'authEvents'),
      });
      return answer.result;
    },
  };
}
