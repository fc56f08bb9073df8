import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from './auth/session.js';
import type { BrowserSsoCookie } from './auth/sso-cookie.js';
import type { GatewayCaches } from './cache/gateway-caches.js';
import type { GatewayConfig } from './config.js';
import type { ClientDevice } from './http/client-device.js';
import type { AmAccountClient } from './upstream/am-account.js';
import type { AmClient } from './upstream/am.js';
import type { IdmClient } from './upstream/idm.js';
import type { UpstreamHttp } from './upstream/http.js';
import type { OAuthClient } from './upstream/oauth.js';

/** Per-request context: a fresh IDM client (and its loaders) for every request. */
export interface GatewayContext {
  config: GatewayConfig;
  log: FastifyBaseLogger;
  session: SessionAccess;
  /** The platform's SSO cookie in the browser, for single sign-on with other applications. */
  ssoCookie: BrowserSsoCookie;
  am: AmClient;
  /** The signed-in user's devices, sessions, applications and sign-in history in AM. */
  amAccount: AmAccountClient;
  oauth: OAuthClient;
  idm: IdmClient;
  /** Raw upstream HTTP, for a feature's own REST client (e.g. `createIdmSharing(upstream.idm, accessToken)`). */
  upstream: { am: UpstreamHttp; idm: UpstreamHttp };
  accessToken: () => Promise<string>;
  /** Shared by every request of this gateway process. */
  caches: GatewayCaches;
  /** The browser making the request; the first use sets the device cookie. */
  client: () => ClientDevice;
}

/** What the Fastify integration hands graphql-yoga for each request. */
export interface YogaServerContext {
  req: FastifyRequest;
  reply: FastifyReply;
}
