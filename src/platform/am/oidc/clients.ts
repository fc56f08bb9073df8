import type { ClientMetadata } from 'oidc-provider';
import { END_USER_CLIENT_ID } from '../../../domain/constants.js';
import type { PlatformConfig } from '../../config.js';
import { oauthRedirectUri, postLogoutRedirectUri } from '../urls.js';

const PORTAL_CLIENT_ID = 'portal';
export const SDK_SAMPLE_CLIENT_ID = 'sdk-sample';

function endUserClient(config: PlatformConfig): ClientMetadata {
  return {
    client_id: END_USER_CLIENT_ID,
    client_name: 'End User UI',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [oauthRedirectUri(config)],
    post_logout_redirect_uris: [postLogoutRedirectUri(config)],
    require_auth_time: true,
  };
}

function portalPostLogoutRedirectUri(config: PlatformConfig): string {
  return config.PORTAL_POST_LOGOUT_REDIRECT_URI ?? `${new URL(config.PORTAL_REDIRECT_URI).origin}/`;
}

/** A confidential third-party web application users grant access to. */
function portalClient(config: PlatformConfig): ClientMetadata {
  return {
    client_id: PORTAL_CLIENT_ID,
    client_name: 'Wide World Portal',
    client_secret: config.PORTAL_CLIENT_SECRET,
    application_type: 'web',
    token_endpoint_auth_method: 'client_secret_basic',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: [config.PORTAL_REDIRECT_URI],
    post_logout_redirect_uris: [portalPostLogoutRedirectUri(config)],
  };
}

/**
 * A public single-page application built with the platform's JavaScript SDK: it runs journeys
 * cross-origin (see AM_CORS_ORIGINS) and gets tokens with code + PKCE from the SSO session.
 */
function sdkSampleClient(config: PlatformConfig): ClientMetadata {
  return {
    client_id: SDK_SAMPLE_CLIENT_ID,
    client_name: 'SDK Sample App',
    application_type: 'web',
    token_endpoint_auth_method: 'none',
    grant_types: ['authorization_code', 'refresh_token'],
    response_types: ['code'],
    redirect_uris: config.SDK_SAMPLE_REDIRECT_URIS,
    post_logout_redirect_uris: config.SDK_SAMPLE_REDIRECT_URIS,
  };
}

/** The OAuth clients registered in every realm. */
export function oauthClients(config: PlatformConfig): ClientMetadata[] {
  return [endUserClient(config), portalClient(config), sdkSampleClient(config)];
}

/** A client's display name, or its id when it has none. */
export function clientName(config: PlatformConfig, clientId: string): string {
  const client = oauthClients(config).find((candidate) => candidate.client_id === clientId);
  return client?.client_name ?? clientId;
}
