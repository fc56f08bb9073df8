import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import { badRequest } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { resolveGoto } from './goto.js';
import { renderCallbacks, submittedCallbackSchema } from './journeys/callbacks.js';
import { journeyLanguage, translateJourneyText } from './journeys/texts.js';
import { checkCredentials } from './journeys/credentials-check.js';
import { advanceJourney, startState, type JourneyOutcome } from './journeys/engine.js';
import { journeyTimedOut, loginFailure } from './journeys/journey-errors.js';
import { DEFAULT_JOURNEY, findJourney } from './journeys/registry.js';
import { saveJourneyState, takeJourneyState } from './journeys/state-store.js';
import { REALM_JSON_PREFIXES, realmLabel, requestRealm } from './realms.js';
import { createSession } from './sessions-store.js';
import { signInClient } from './sign-in-client.js';
import { recordSignInFailure, recordSignInSuccess } from './sign-in-recorder.js';
import { setSsoCookie } from './sso-token.js';
import { signInRateLimit } from './sign-in-rate-limit.js';

const querySchema = z.object({
  authIndexType: z.string().optional(),
  authIndexValue: z.string().optional(),
  goto: z.string().optional(),
});

const bodySchema = z
  .object({
    authId: z.string().min(1).optional(),
    callbacks: z.array(submittedCallbackSchema).optional(),
  })
  .default({});

export function registerAuthenticateRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  for (const prefix of REALM_JSON_PREFIXES) {
    app.post(`${prefix}/authenticate`, signInRateLimit(config), async (request, reply) => {
      const realm = await requestRealm(db, request);
      const query = querySchema.parse(request.query);
      const body = bodySchema.safeParse(request.body ?? {});
      if (!body.success) throw badRequest('Invalid authentication request');
      const now = new Date();
      const client = signInClient(request);
      const services = {
        checkCredentials: async (username: string, password: string) => {
          const account = await checkCredentials(
            { db, config },
            realm,
            username,
            password,
            now,
            client.ipAddress,
          );
          if (!account && username !== '') {
            await recordSignInFailure(db, realm, username, client, now);
          }
          return account;
        },
      };

      let tree: string;
      let outcome: JourneyOutcome;
      if (body.data.authId === undefined) {
        if (query.authIndexType !== undefined && query.authIndexType !== 'service') {
          throw badRequest(`Unsupported authIndexType ${query.authIndexType}`);
        }
        tree = query.authIndexValue ?? DEFAULT_JOURNEY;
        const journey = findJourney(tree);
        if (!journey) throw badRequest('No configuration found');
        outcome = await advanceJourney(journey, startState(journey), undefined, services);
      } else {
        const taken = await takeJourneyState(db, body.data.authId, realm, now);
        const journey = taken && findJourney(taken.tree);
        if (!taken || !journey) throw journeyTimedOut();
        tree = taken.tree;
        outcome = await advanceJourney(journey, taken.state, body.data.callbacks ?? [], services);
      }

      switch (outcome.kind) {
        case 'page': {
          const authId = await saveJourneyState(db, realm, tree, outcome.state, now);
          const language = journeyLanguage(request.headers['accept-language']);
          const translate = (text: string) => translateJourneyText(text, language);
          return {
            authId,
            stage: outcome.node.stage,
            header: translate(outcome.node.header),
            description: translate(outcome.node.description),
            callbacks: renderCallbacks(outcome.node.callbacks, translate),
          };
        }
        case 'failure':
          throw loginFailure();
        case 'success': {
          await recordSignInSuccess(db, outcome.account, client, now);
          const session = await createSession(db, config, outcome.account, now);
          setSsoCookie(reply, config, session.tokenId);
          return {
            tokenId: session.tokenId,
            successUrl: resolveGoto(query.goto, config, realm),
            realm: realmLabel(realm),
          };
        }
      }
    });
  }
}
