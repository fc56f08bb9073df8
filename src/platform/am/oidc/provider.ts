import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration, type FindAccount } from 'oidc-provider';
import { errorForLog, errorStatus, isClientErrorStatus } from '../../../domain/log-capping.js';
import { amRealmPath } from '../../../domain/realms.js';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { findAccountById } from '../accounts.js';
import { antiFramingPages } from './anti-framing-pages.js';
import { CLAIMS_BY_SCOPE, SUPPORTED_SCOPES, accountClaims } from './account-claims.js';
import { oidcAdapterFactory } from './adapter.js';
import { amSessionPolicy } from './am-session-policy.js';
import { oauthClients } from './clients.js';
import { endAmSessionMiddleware, rpInitiatedLogout } from './end-session.js';
import { loadRequestedGrant } from './requested-grant.js';
import type { OidcKeys } from './keys.js';

const OIDC_ROUTES = {
  authorization: '/authorize',
  token: '/access_token',
  revocation: '/token/revoke',
  end_session: '/connect/endSession',
  userinfo: '/userinfo',
  jwks: '/connect/jwk_uri',
  introspection: '/introspect',
};

export const INTERACTION_ROUTE = '/interaction';

function oauthMountPath(realm: string): string {
  return `/am/oauth2/${amRealmPath(realm)}`;
}

function issuerFor(config: PlatformConfig, realm: string): string {
  return `${config.PLATFORM_PUBLIC_URL}${oauthMountPath(realm)}`;
}

export interface OidcProviderDeps {
  config: PlatformConfig;
  db: Db;
  keys: OidcKeys;
  log: FastifyBaseLogger;
}

/** The OpenID provider of one realm; its interactions complete from the realm's AM session. */
export function createOidcProvider(deps: OidcProviderDeps & { realm: string }): Provider {
  const { config, db, keys, log, realm } = deps;
  const issuer = issuerFor(config, realm);
  const maxSessionSeconds = config.SESSION_MAX_MINUTES * 60;
  const gatewayOrigin = new URL(config.GATEWAY_PUBLIC_URL).origin;
  const findAccount: FindAccount = async (_ctx, sub) => {
    const account = await findAccountById(db, realm, sub);
    if (!account?.active) return undefined;
    return { accountId: sub, claims: () => accountClaims(config, account) };
  };

  const configuration: Configuration = {
    adapter: oidcAdapterFactory(db, realm),
    clients: oauthClients(config),
    jwks: keys.jwks,
    cookies: { keys: keys.cookieKeys },
    claims: CLAIMS_BY_SCOPE,
    scopes: SUPPORTED_SCOPES,
    responseTypes: ['code'],
    routes: OIDC_ROUTES,
    features: {
      devInteractions: { enabled: false },
      revocation: {
        enabled: true,
        allowedPolicy: (
          _ctx: unknown,
          client: { clientId: string },
          token: { clientId?: string },
        ) => token.clientId === client.clientId,
      },
      introspection: {
        enabled: true,
        allowedPolicy: (
          _ctx: unknown,
          client: { clientId: string },
          token: { clientId?: string },
        ) => token.clientId === client.clientId,
      },
      rpInitiatedLogout: rpInitiatedLogout({ config, db, realm }),
      resourceIndicators: { enabled: false },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 60 * 60,
      AuthorizationCode: 60,
      IdToken: 60 * 60,
      Interaction: 10 * 60,
      Session: maxSessionSeconds,
      Grant: maxSessionSeconds,
      RefreshToken: maxSessionSeconds,
    },
    interactions: {
      policy: amSessionPolicy({ db, realm, findAccount }),
      url: (_ctx, interaction) => `${issuer}${INTERACTION_ROUTE}/${interaction.uid}`,
    },
    findAccount,
    loadExistingGrant: loadRequestedGrant,
    issueRefreshToken: (_ctx, client) => client.grantTypeAllowed('refresh_token'),
    clientBasedCORS: (_ctx, origin) => origin === gatewayOrigin,
    renderError: (ctx, out) => {
      ctx.type = 'json';
      ctx.body = out;
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.use(antiFramingPages());
  provider.use(endAmSessionMiddleware({ config, db, realm }));
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    log.error({ err: error, realm }, 'oidc provider error');
  });
  provider.on('error', (error: unknown) => {
    if (isClientErrorStatus(errorStatus(error)))
      log.info({ error: errorForLog(error, { stack: false }), realm }, 'oidc request refused');
    else log.error({ err: error, realm }, 'oidc provider error');
  });
  return provider;
}
