import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import { badRequest, notFound } from '../http/errors.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import { requireListAllQuery } from '../http/crest/query-params.js';
import type { Db } from '../store/db.js';
import { authEventView, listAuthEvents } from './auth-events-store.js';
import {
  applicationView,
  listAuthorizedApplications,
  revokeApplicationGrants,
} from './oauth-applications.js';
import { clientName } from './oidc/clients.js';
import { REALM_JSON_PREFIXES } from './realms.js';
import { userResource } from './user-resource.js';

const clientParams = z.object({ clientId: z.string().min(1).max(128) });
const eventsQuery = z.object({
  _pageSize: z.coerce.number().int().min(1).max(100).default(20),
});

/** A user's OAuth applications (`oauth2/applications`) and sign-in history (`authevents`). */
export function registerAccountRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  for (const prefix of REALM_JSON_PREFIXES) {
    const applications = `${prefix}/users/:user/oauth2/applications`;

    app.get(applications, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      requireListAllQuery(request.query);
      const found = await listAuthorizedApplications(db, account.realm, account.userId, new Date());
      return queryEnvelope(
        found.map((application) =>
          applicationView(application, clientName(config, application.clientId)),
        ),
      );
    });

    app.delete(`${applications}/:clientId`, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      const params = clientParams.safeParse(request.params);
      const found = params.success
        ? (await listAuthorizedApplications(db, account.realm, account.userId, new Date())).find(
            (application) => application.clientId === params.data.clientId,
          )
        : undefined;
      if (!found) throw notFound('Application not found');
      await revokeApplicationGrants(db, account.realm, found);
      return applicationView(found, clientName(config, found.clientId));
    });

    app.get(`${prefix}/users/:user/authevents`, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      const query = eventsQuery.safeParse(request.query);
      if (!query.success) throw badRequest('Invalid _pageSize');
      const rows = await listAuthEvents(db, account.realm, account.userId, query.data._pageSize);
      return queryEnvelope(rows.map(authEventView));
    });
  }
}
