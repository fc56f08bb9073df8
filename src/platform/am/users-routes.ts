import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import { badRequest, unauthorized } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { resolveGoto } from './goto.js';
import { REALM_JSON_PREFIXES, realmLabel, requestRealm } from './realms.js';
import { findRealmSession } from './sessions-store.js';
import { ssoTokenFrom } from './sso-token.js';
import { registerUserRolesRoutes } from './user-roles-routes.js';
import { endUserUrl, loginUrl } from './urls.js';

const actionQuery = z.object({ _action: z.enum(['idFromSession', 'validateGoto']) });

const gotoBody = z.object({ goto: z.string().optional() }).catch({});

const tokenBody = z.object({ tokenId: z.string().min(1).optional() }).catch({});

export function registerUsersRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  for (const prefix of REALM_JSON_PREFIXES) {
    registerUserRolesRoutes(app, db, prefix);
    app.post(`${prefix}/users`, async (request) => {
      const realm = await requestRealm(db, request);
      const parsed = actionQuery.safeParse(request.query);
      if (!parsed.success) throw badRequest('Unsupported action');
      const body: unknown = request.body ?? {};

      switch (parsed.data._action) {
        case 'idFromSession': {
          const session = await findRealmSession(
            db,
            ssoTokenFrom(request, tokenBody.parse(body).tokenId),
            realm,
            new Date(),
          );
          if (!session) throw unauthorized('Invalid session');
          return {
            id: session.username,
            realm: realmLabel(session.realm),
            dn: session.universalId,
            successURL: endUserUrl(config, session.realm),
            fullLoginURL: loginUrl(config, session.realm),
          };
        }
        case 'validateGoto':
          return { successURL: resolveGoto(gotoBody.parse(body).goto, config, realm) };
      }
    });
  }
}
