import fastifyCookie from '@fastify/cookie';
import type { FastifyInstance } from 'fastify';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';
import {
  acmeInstance,
  registerAcmeInteractionRoutes,
  registerAcmeProviderRoutes,
} from './acme/acme-routes.js';
import { registerFormPostRoute } from './form-post-route.js';
import type { RelyingParty } from './relying-party.js';
import { registerSocialRoutes } from './social-routes.js';

function parseForm(app: FastifyInstance): void {
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit: 64 * 1024 },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body.toString())));
    },
  );
}

/**
 * Social sign-in: AM's social identity providers and users' linked identities, and Acme ID, the
 * external OpenID provider the embedded platform plays at `/social/acme`.
 */
export async function registerSocial(
  app: FastifyInstance,
  deps: { config: PlatformConfig; db: Db; relyingParty: RelyingParty },
): Promise<void> {
  const acme = acmeInstance(app, deps);
  await app.register(async (social) => {
    await social.register(fastifyCookie);
    parseForm(social);
    registerSocialRoutes(social, deps);
    registerFormPostRoute(social, deps);
    registerAcmeInteractionRoutes(social, acme, deps);
  });
  await app.register((provider, _options, done) => {
    registerAcmeProviderRoutes(provider, acme, deps);
    done();
  });
}
