/**
 * The `accept-api-version` each access-management REST endpoint (`/json/...`) is called with,
 * as the platform's own clients call them: the hosted pages and the JavaScript SDK for
 * authenticate, the platform admin and end-user UIs for the rest. OAuth 2.0 endpoints
 * (`/oauth2/...`) follow their standards and are not versioned.
 */
export const AM_API_VERSIONS = {
  authenticate: 'protocol=1.0,resource=2.1',
  serverInfo: 'protocol=2.1,resource=1.0',
  sessions: 'protocol=2.1,resource=4.0',
  users: 'protocol=2.1,resource=3.0',
  devices: 'protocol=2.1,resource=1.0',
  oauth2Applications: 'protocol=2.0,resource=1.0',
  authEvents: 'protocol=2.0,resource=1.0',
  umaResources: 'protocol=2.0,resource=1.0',
  umaPolicies: 'protocol=2.0,resource=1.0',
  umaPendingRequests: 'protocol=2.0,resource=1.0',
  socialIdentityProviders: 'protocol=1.0,resource=1.0',
  socialIdentities: 'protocol=1.0,resource=1.0',
} as const;

export type AmEndpoint = keyof typeof AM_API_VERSIONS;

const API_VERSION_HEADER = 'accept-api-version';

/** The header that selects the version `endpoint` is written against. */
export function apiVersion(endpoint: AmEndpoint): Record<string, string> {
  return { [API_VERSION_HEADER]: AM_API_VERSIONS[endpoint] };
}
