import type { SessionAccess } from './auth/session.js';
import type { GatewayCaches } from './cache/gateway-caches.js';
import type { GatewayConfig } from './config.js';
import { createAmAccountClient } from './upstream/am-account.js';
import { createAmSharingClient } from './upstream/am-sharing.js';
import { createAmSocialClient } from './upstream/am-social.js';
import { createAmTwoStepClient } from './upstream/am-two-step.js';
import { createAmClient } from './upstream/am.js';
import { createAnalytics } from './upstream/analytics.js';
import { createAutoAccessApi, type AutoAccessCaller } from './upstream/autoaccess-api.js';
import { createAutoAccessJas } from './upstream/autoaccess-jas.js';
import { createAutoAccessPipelinesApi } from './upstream/autoaccess-pipelines-api.js';
import { createAutoAccessRiskConfigApi } from './upstream/autoaccess-risk-config-api.js';
import { createAutoAccessSettingsApi } from './upstream/autoaccess-settings-api.js';
import type { UpstreamHttp } from './upstream/http.js';
import { createIgaCertification } from './upstream/iga-certification.js';
import { createIgaRequests } from './upstream/iga-requests.js';
import { createIdmAccountSecurity } from './upstream/idm-account-security.js';
import { createIdmApplicationsClient } from './upstream/idm-applications.js';
import { createIdmAssignments } from './upstream/idm-assignments.js';
import { createIdmInternalRoles } from './upstream/idm-internal-roles.js';
import { createIdmConfiguration } from './upstream/idm-configuration.js';
import { createIdmEndpoints } from './upstream/idm-endpoints.js';
import { createIdmActivity } from './upstream/idm-activity.js';
import { createIdmPrivileges } from './upstream/idm-privileges.js';
import { createIdmProfile } from './upstream/idm-profile.js';
import { createIdmClient } from './upstream/idm.js';
import { createOAuthClient } from './upstream/oauth.js';

export interface UpstreamHttpPair {
  am: UpstreamHttp;
  idm: UpstreamHttp;
}

/** The auto-access services: the API (buckets, files) and the entity service (JAS). */
export interface AutoAccessHttp {
  autoaccessApi: UpstreamHttp;
  autoaccessJas: UpstreamHttp;
}

/** AM's clients hold no caller state: every call names the account and its SSO token. */
export function createAmClients({ am: http }: UpstreamHttpPair, config: GatewayConfig) {
  return {
    am: createAmClient(http),
    /** The signed-in user's devices, sessions, applications and sign-in history. */
    amAccount: createAmAccountClient(http),
    /** User-managed access: resources, their sharing policies and requests. */
    amSharing: createAmSharingClient(http),
    amSocial: createAmSocialClient(http),
    /** Enrolment of the signed-in user's 2-step devices. */
    amTwoStep: createAmTwoStepClient(http),
    oauth: createOAuthClient({
      amHttp: http,
      clientId: config.OAUTH_CLIENT_ID,
      redirectUri: config.redirectUri,
      scopes: config.OAUTH_SCOPES,
    }),
  };
}

export type AmClients = ReturnType<typeof createAmClients>;

/** IDM's clients act with the caller's access token and keep their loaders for one request. */
export function createIdmClients(
  { idm: http }: UpstreamHttpPair,
  session: SessionAccess,
  accessToken: () => Promise<string>,
  caches: GatewayCaches,
) {
  return {
    idm: createIdmClient(http, accessToken, () => session.signedIn()?.identity, caches.schemas),
    idmAccountSecurity: createIdmAccountSecurity(http, accessToken),
    idmApplications: createIdmApplicationsClient(http, accessToken),
    idmAssignments: createIdmAssignments(http, accessToken),
    idmPrivileges: createIdmPrivileges(http, accessToken),
    idmActivity: createIdmActivity(http, accessToken),
    idmConfiguration: createIdmConfiguration(http, accessToken),
    idmEndpoints: createIdmEndpoints(http, accessToken),
    idmInternalRoles: createIdmInternalRoles(http, accessToken),
    idmProfile: createIdmProfile(http, accessToken),
  };
}

export type IdmClients = ReturnType<typeof createIdmClients>;

/** The auto-access clients call with the session's access token, for the session's realm. */
export function createAutoAccessClients(
  http: AutoAccessHttp,
  session: SessionAccess,
  accessToken: () => Promise<string>,
) {
  const caller = async (): Promise<AutoAccessCaller> => {
    const token = await accessToken();
    const realm = session.signedIn()?.realm;
    if (realm === undefined) throw new Error('A signed-in session without a realm');
    return { accessToken: token, realm };
  };
  return {
    autoaccessApi: createAutoAccessApi(http.autoaccessApi, caller),
    autoaccessJas: createAutoAccessJas(http.autoaccessJas, caller),
    autoaccessPipelines: createAutoAccessPipelinesApi(
      { api: http.autoaccessApi, jas: http.autoaccessJas },
      caller,
    ),
    autoaccessRiskConfig: createAutoAccessRiskConfigApi(http.autoaccessApi, caller),
    autoaccessSettings: createAutoAccessSettingsApi(http.autoaccessApi, caller),
  };
}

export type AutoAccessClients = ReturnType<typeof createAutoAccessClients>;

/**
 * The governance service's clients call with the session's access token, which carries the
 * governance scope; the service acts in the token's realm.
 */
export function createGovernanceClients(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return {
    igaRequests: createIgaRequests(http, accessToken),
    igaCertification: createIgaCertification(http, accessToken),
  };
}

export type GovernanceClients = ReturnType<typeof createGovernanceClients>;

/** The analytics (reports) service's client calls with the session's access token. */
export function createAnalyticsClients(http: UpstreamHttp, accessToken: () => Promise<string>) {
  return { analytics: createAnalytics(http, accessToken) };
}

export type AnalyticsClients = ReturnType<typeof createAnalyticsClients>;
