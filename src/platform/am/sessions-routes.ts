import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import { badRequest, unauthorized } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { isAmAdmin } from './accounts.js';
import { REALM_JSON_PREFIXES, requestRealm } from './realms.js';
import { parseSessionFilter } from './session-filter.js';
import { sessionInfoView, sessionListView, sessionValidationView } from './session-views.js';
import {
  deleteSession,
  deleteSessionByHandle,
  findRealmSession,
  listLiveSessions,
  touchSession,
  type AmSession,
} from './sessions-store.js';
import { clearSsoCookie, ssoTokenFrom } from './sso-token.js';

const actionQuery = z.object({
  _action: z.enum(['getSessionInfo', 'validate', 'refresh', 'logout', 'logoutByHandle']),
});

const tokenBody = z.object({ tokenId: z.string().min(1).optional() }).catch({});

const logoutByHandleBody = z.object({ sessionHandles: z.array(z.string()) });

const listQuery = z.object({ _queryFilter: z.string() });

/** The caller's session, which is valid only at its own realm's endpoints. */
async function callerSession(
  db: Db,
  request: FastifyRequest,
  tokenId?: string,
): Promise<AmSession> {
  const realm = await requestRealm(db, request);
  const session = await findRealmSession(db, ssoTokenFrom(request, tokenId), realm, new Date());
  if (!session) throw unauthorized('Invalid session');
  return session;
}

function ownerScope(session: AmSession) {
  return isAmAdmin(session.realm, session.userId)
    ? null
    : { realm: session.realm, userId: session.userId };
}

export function registerSessionsRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  for (const prefix of REALM_JSON_PREFIXES) {
    app.post(`${prefix}/sessions`, async (request, reply) => {
      const realm = await requestRealm(db, request);
      const parsed = actionQuery.safeParse(request.query);
      if (!parsed.success) throw badRequest('Unsupported action');
      const body: unknown = request.body ?? {};

      switch (parsed.data._action) {
        case 'getSessionInfo': {
          const session = await callerSession(db, request, tokenBody.parse(body).tokenId);
          return sessionInfoView(session);
        }
        case 'validate': {
          const tokenId = ssoTokenFrom(request, tokenBody.parse(body).tokenId);
          const session = await findRealmSession(db, tokenId, realm, new Date());
          return sessionValidationView(session ?? null);
        }
        case 'refresh': {
          const session = await callerSession(db, request, tokenBody.parse(body).tokenId);
          return sessionInfoView(await touchSession(db, session, new Date()));
        }
        case 'logout': {
          const session = await callerSession(db, request, tokenBody.parse(body).tokenId);
          await deleteSession(db, session.tokenId);
          if (request.cookies.iPlanetDirectoryPro === session.tokenId)
            clearSsoCookie(reply, config);
          return { result: 'Successfully logged out' };
        }
        case 'logoutByHandle': {
          const caller = await callerSession(db, request);
          const handles = logoutByHandleBody.safeParse(body);
          if (!handles.success) throw badRequest('sessionHandles is required');
          const owner = ownerScope(caller);
          const result: Record<string, boolean> = {};
          for (const handle of handles.data.sessionHandles) {
            result[handle] = await deleteSessionByHandle(db, handle, owner);
          }
          return { result };
        }
      }
    });

    app.get(`${prefix}/sessions`, async (request) => {
      await requestRealm(db, request);
      const caller = await callerSession(db, request);
      const query = listQuery.safeParse(request.query);
      const filter = query.success ? parseSessionFilter(query.data._queryFilter) : null;
      if (!filter) throw badRequest('Unsupported query filter');
      const sessions = await listLiveSessions(
        db,
        { ...filter, owner: ownerScope(caller) ?? undefined },
        new Date(),
      );
      return {
        result: sessions.map(sessionListView),
        resultCount: sessions.length,
        pagedResultsCookie: null,
        totalPagedResultsPolicy: 'NONE',
        totalPagedResults: -1,
        remainingPagedResults: -1,
      };
    });
  }
}
