import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_LOCALE } from '../../domain/constants.js';
import { ROOT_REALM } from '../../domain/realms.js';
import type { PlatformConfig } from '../config.js';
import { notFound } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { REALM_JSON_PREFIXES, realmLabel, requestRealm } from './realms.js';
import { SSO_COOKIE_NAME } from './sso-token.js';
import { isSecureUrl } from './urls.js';

const idParams = z.object({ id: z.string() });

function serverInfo(config: PlatformConfig, realm: string) {
  return {
    _id: '*',
    realm: realmLabel(realm),
    cookieName: SSO_COOKIE_NAME,
    secureCookie: isSecureUrl(config.PLATFORM_PUBLIC_URL),
    domains: config.SSO_COOKIE_DOMAIN ? [config.SSO_COOKIE_DOMAIN] : [],
    protectedUserAttributes: ['telephoneNumber', 'mail'],
    forgotPassword: 'true',
    forgotUsername: 'true',
    selfRegistration: 'true',
    lang: DEFAULT_LOCALE,
    successfulUserRegistrationDestination: 'default',
    socialImplementations: [],
    referralsEnabled: 'false',
    zeroPageLogin: { enabled: false, refererWhitelist: [''], allowedWithoutReferer: true },
    xuiUserSessionValidationEnabled: true,
    userIdAttributes: [],
  };
}

export function registerServerInfoRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  for (const path of [
    '/am/json/serverinfo/:id',
    ...REALM_JSON_PREFIXES.map((prefix) => `${prefix}/serverinfo/:id`),
  ]) {
    app.get(path, async (request) => {
      const realm = path.startsWith('/am/json/serverinfo')
        ? ROOT_REALM
        : await requestRealm(db, request);
      if (idParams.parse(request.params).id !== '*') throw notFound('Resource not found');
      return serverInfo(config, realm);
    });
  }
}
