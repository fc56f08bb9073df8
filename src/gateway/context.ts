import type { FastifyBaseLogger, FastifyReply, FastifyRequest } from 'fastify';
import type { SessionAccess } from './auth/session.js';
import type { BrowserSsoCookie } from './auth/sso-cookie.js';
import type { GatewayCaches } from './cache/gateway-caches.js';
import type { GatewayConfig } from './config.js';
import type { ClientDevice } from './http/client-device.js';
import type {
  AmClients,
  AnalyticsClients,
  AutoAccessClients,
  GovernanceClients,
  IdmClients,
} from './upstream-clients.js';

/**
 * Per-request context: one client per upstream feature, the IDM ones (and their loaders)
 * fresh for every request.
 */
export interface GatewayContext
  extends AmClients, IdmClients, AutoAccessClients, GovernanceClients, AnalyticsClients {
  config: GatewayConfig;
  log: FastifyBaseLogger;
  session: SessionAccess;
  /** The platform's SSO cookie in the browser, for single sign-on with other applications. */
  ssoCookie: BrowserSsoCookie;
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
