import fastifyCookie from '@fastify/cookie';
import fastifyRateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import type { PrincipalResolver } from '../auth/principal.js';
import type { PlatformConfig } from '../config.js';
import type { RelyingParty } from '../social/relying-party.js';
import type { Db } from '../store/db.js';
import { registerAccountRoutes } from './account-routes.js';
import { registerAuthenticateRoutes } from './authenticate-routes.js';
import { registerAmCors } from './cors.js';
import { registerDevicesRoutes } from './devices-routes.js';
import { registerPushSimulatorRoutes } from './mfa/push-simulator-routes.js';
import { registerTwoStepRoutes } from './mfa/two-step-routes.js';
import { scheduleHousekeeping } from './housekeeping.js';
import { loadOidcKeys } from './oidc/keys.js';
import { registerOidcRoutes } from './oidc/mount.js';
import { OidcProviders } from './oidc/providers.js';
import { createPrincipalResolver } from './principal.js';
import { registerServerInfoRoutes } from './serverinfo-routes.js';
import { registerSessionsRoutes } from './sessions-routes.js';
import { registerSharingRoutes } from './sharing/sharing-routes.js';
import { registerUsersRoutes } from './users-routes.js';

/** Accepts an empty JSON body as `{}`, as AM does for the first authenticate call. */
function acceptEmptyJson(app: FastifyInstance): void {
  const parseJson = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body.toString();
    if (text.trim() === '') {
      done(null, {});
      return;
    }
    return parseJson(request, text, done);
  });
}

/**
 * Access management under /am: serverinfo, journeys, sessions, users (with their devices,
 * applications and sign-in history) and OAuth 2.0 / OIDC.
 */
export async function registerAm(
  app: FastifyInstance,
  deps: { config: PlatformConfig; db: Db; relyingParty: RelyingParty },
): Promise<{ principalFromRequest: PrincipalResolver }> {
  const { config, db } = deps;
  const keys = await loadOidcKeys(db);
  const providers = new OidcProviders({ config, db, keys, log: app.log });

  await app.register(async (am) => {
    await registerAmCors(am, config);
    await am.register(fastifyCookie);
    await am.register(fastifyRateLimit, { global: false });
    await am.register((json, _options, done) => {
      acceptEmptyJson(json);
      registerServerInfoRoutes(json, deps);
      registerAuthenticateRoutes(json, deps);
      registerSessionsRoutes(json, deps);
      registerUsersRoutes(json, deps);
      registerDevicesRoutes(json, deps);
      registerTwoStepRoutes(json, deps);
      registerAccountRoutes(json, deps);
      registerSharingRoutes(json, deps);
      done();
    });
    await am.register((simulator, _options, done) => {
      registerPushSimulatorRoutes(simulator, deps);
      done();
    });
    await am.register((oauth, _options, done) => {
      registerOidcRoutes(oauth, { config, db, providers });
      done();
    });
  });
  scheduleHousekeeping(app, db);

  return { principalFromRequest: createPrincipalResolver({ db, providers }) };
}
