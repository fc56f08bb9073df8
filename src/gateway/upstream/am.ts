import { z } from 'zod';
import { amRealmPath, normalizeRealm, ROOT_REALM } from '../../domain/realms.js';
import { socialReturnParameters, type SocialLinkReturn } from '../../domain/social-link.js';
import { apiVersion } from './am-api-versions.js';
import type { UpstreamHttp } from './http.js';

export const SSO_HEADER = 'iPlanetDirectoryPro';

const nameValue = z.object({ name: z.string(), value: z.unknown() });
const callbackSchema = z.looseObject({
  type: z.string(),
  output: z.array(nameValue).default([]),
  input: z.array(nameValue).default([]),
});
export type AmCallback = z.infer<typeof callbackSchema>;

const journeyAnswer = z.union([
  z.object({
    tokenId: z.string(),
    successUrl: z.string().optional(),
    realm: z.string().optional(),
  }),
  z.object({
    authId: z.string(),
    callbacks: z.array(callbackSchema),
    stage: z.string().optional(),
    header: z.string().optional(),
    description: z.string().optional(),
  }),
]);
export type JourneyAnswer = z.infer<typeof journeyAnswer>;

/** What a journey resumes with: an emailed link's id, or a social provider's answer. */
export interface JourneyResume {
  suspendedId?: string;
  providerResponse?: SocialLinkReturn;
}

const serverInfo = z.looseObject({
  realm: z.string(),
  cookieName: z.string().default(SSO_HEADER),
  secureCookie: z.boolean().default(false),
  domains: z.array(z.string()).default([]),
  forgotPassword: z.union([z.string(), z.boolean()]).optional(),
  forgotUsername: z.union([z.string(), z.boolean()]).optional(),
  selfRegistration: z.union([z.string(), z.boolean()]).optional(),
});

const sessionInfo = z.looseObject({
  username: z.string(),
  universalId: z.string(),
  realm: z.string(),
  latestAccessTime: z.string().optional(),
  maxIdleExpirationTime: z.string(),
  maxSessionExpirationTime: z.string(),
  properties: z.looseObject({ sessionHandle: z.string().optional() }).optional(),
});
export type AmSessionInfo = z.infer<typeof sessionInfo>;

const validateGotoAnswer = z.looseObject({ successURL: z.string() });
const userAnswer = z.looseObject({ roles: z.array(z.string().max(128)).max(64).default([]) });
const anything = z.unknown();

const flag = (value: string | boolean | undefined) => value === true || value === 'true';

/** Access management: server info, journeys, sessions and the goto check. */
export function createAmClient(http: UpstreamHttp) {
  const json = (realm: string, rest: string) => `json/${amRealmPath(realm)}/${rest}`;
  const sso = (token: string) => ({ [SSO_HEADER]: token });

  return {
    async serverInfo(realm: string) {
      const info = await http.request(serverInfo, {
        path: realm === ROOT_REALM ? 'json/serverinfo/*' : json(realm, 'serverinfo/*'),
        headers: apiVersion('serverInfo'),
      });
      return {
        realm: normalizeRealm(info.realm),
        cookieName: info.cookieName,
        secureCookie: info.secureCookie,
        cookieDomains: info.domains,
        forgotPassword: flag(info.forgotPassword),
        forgotUsername: flag(info.forgotUsername),
        selfRegistration: flag(info.selfRegistration),
      };
    },

    /**
     * One journey step; `client` are headers telling who signs in (address, browser, device);
     * `suspendedId` resumes the journey an emailed link suspended.
     */
    authenticate(
      realm: string,
      tree: string,
      body: { authId?: string; callbacks?: AmCallback[] },
      client: Record<string, string> = {},
      resume: JourneyResume = {},
    ) {
      return http.request(journeyAnswer, {
        method: 'POST',
        path: json(realm, 'authenticate'),
        query: {
          authIndexType: 'service',
          authIndexValue: tree,
          ...(resume.suspendedId ? { suspendedId: resume.suspendedId } : {}),
          ...(resume.providerResponse ? socialReturnParameters(resume.providerResponse) : {}),
        },
        body,
        headers: { ...client, ...apiVersion('authenticate') },
      });
    },

    sessionInfo(realm: string, token: string) {
      return http.request(sessionInfo, {
        method: 'POST',
        path: json(realm, 'sessions'),
        query: { _action: 'getSessionInfo' },
        headers: { ...sso(token), ...apiVersion('sessions') },
        body: {},
      });
    },

    refreshSession(realm: string, token: string) {
      return http.request(sessionInfo, {
        method: 'POST',
        path: json(realm, 'sessions'),
        query: { _action: 'refresh' },
        headers: { ...sso(token), ...apiVersion('sessions') },
        body: {},
      });
    },

    async logout(realm: string, token: string): Promise<void> {
      await http.request(anything, {
        method: 'POST',
        path: json(realm, 'sessions'),
        query: { _action: 'logout' },
        headers: { ...sso(token), ...apiVersion('sessions') },
        body: {},
      });
    },

    /** The console roles AM gives the signed-in user (`ui-realm-admin`, ...). */
    async accessRoles(realm: string, username: string, token: string): Promise<string[]> {
      const answer = await http.request(userAnswer, {
        path: json(realm, `users/${encodeURIComponent(username)}`),
        headers: { ...sso(token), ...apiVersion('users') },
      });
      return answer.roles;
    },

    async validateGoto(realm: string, goto: string, token?: string): Promise<string> {
      const answer = await http.request(validateGotoAnswer, {
        method: 'POST',
        path: json(realm, 'users'),
        query: { _action: 'validateGoto' },
        headers: { ...(token ? sso(token) : {}), ...apiVersion('users') },
        body: { goto },
      });
      return answer.successURL;
    },
  };
}

export type AmClient = ReturnType<typeof createAmClient>;
