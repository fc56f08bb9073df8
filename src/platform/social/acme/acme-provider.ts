import type { FastifyBaseLogger } from 'fastify';
import Provider, { type Configuration } from 'oidc-provider';
import { oidcAdapterFactory } from '../../am/oidc/adapter.js';
import { antiFramingPages } from '../../am/oidc/anti-framing-pages.js';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { ACME_CLAIMS, acmeClaims, findAcmeAccount } from './acme-accounts.js';
import { errorPage } from './acme-pages.js';
import { acmeIssuer, type AcmeClient, type AcmeKeys } from './acme-settings.js';

export const ACME_INTERACTION_ROUTE = '/interaction';

/** Its payloads share the OIDC table under a namespace no realm can have. */
const ACME_STORE_NAMESPACE = 'social:acme';

/**
 * Acme ID's OpenID provider: its own issuer, keys, cookies and accounts, authorization code
 * with PKCE for its registered clients, a sign-in and a consent page of its own.
 */
export function createAcmeProvider(deps: {
  config: PlatformConfig;
  db: Db;
  keys: AcmeKeys;
  clients: AcmeClient[];
  log: FastifyBaseLogger;
}): Provider {
  const { config, db, keys, clients, log } = deps;
  const issuer = acmeIssuer(config);
  const configuration: Configuration = {
    adapter: oidcAdapterFactory(db, ACME_STORE_NAMESPACE),
    clients: clients.map((client) => ({
      ...client,
      application_type: 'web',
      token_endpoint_auth_method: 'client_secret_basic',
      grant_types: ['authorization_code'],
      response_types: ['code'],
    })),
    jwks: keys.jwks,
    cookies: {
      keys: keys.cookieKeys,
      names: {
        session: 'acme_session',
        interaction: 'acme_interaction',
        resume: 'acme_interaction_resume',
      },
    },
    claims: ACME_CLAIMS,
    scopes: Object.keys(ACME_CLAIMS),
    responseTypes: ['code'],
    features: {
      devInteractions: { enabled: false },
      revocation: { enabled: true },
    },
    pkce: { required: () => true },
    ttl: {
      AccessToken: 10 * 60,
      AuthorizationCode: 60,
      IdToken: 10 * 60,
      Interaction: 30 * 60,
      Session: 8 * 3600,
      Grant: 365 * 24 * 3600,
    },
    interactions: {
      url: (_ctx, interaction) => `${issuer}${ACME_INTERACTION_ROUTE}/${interaction.uid}`,
    },
    findAccount: async (_ctx, sub) => {
      const account = await findAcmeAccount(db, sub);
      if (!account) return undefined;
      return { accountId: sub, claims: () => acmeClaims(account) };
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = errorPage(out.error_description ?? out.error);
    },
  };

  const provider = new Provider(issuer, configuration);
  provider.proxy = true;
  provider.use(antiFramingPages());
  provider.on('server_error', (_ctx: unknown, error: unknown) => {
    log.error({ err: error }, 'acme id provider error');
  });
  return provider;
}
