import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import { badRequest } from '../http/errors.js';
import { createMailer } from '../mail/mailer.js';
import { socialReturnFrom } from '../../domain/social-link.js';
import type { RelyingParty } from '../social/relying-party.js';
import type { Db } from '../store/db.js';
import { resolveGoto } from './goto.js';
import { renderCallbacks, submittedCallbackSchema } from './journeys/callbacks.js';
import { journeyLanguage, translateJourneyText } from './journeys/texts.js';
import { checkCredentials } from './journeys/credentials-check.js';
import {
  advanceJourney,
  startState,
  type JourneyOutcome,
  type JourneyServices,
} from './journeys/engine.js';
import { journeyTimedOut, loginFailure, suspendedJourneyGone } from './journeys/journey-errors.js';
import type { JourneyPlatform } from './journeys/nodes/journey-platform.js';
import { resumeJourney } from './journeys/suspension-store.js';
import { DEFAULT_JOURNEY, findJourney } from './journeys/registry.js';
import { saveJourneyState, takeJourneyState } from './journeys/state-store.js';
import { clearLoginFailuresFrom, failureKey } from './lockout.js';
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
  /** The id an emailed link carries: resumes the journey it suspended. */
  suspendedId: z.string().min(1).max(128).optional(),
  state: z.string().optional(),
  code: z.string().optional(),
  iss: z.string().optional(),
  error: z.string().optional(),
  error_description: z.string().optional(),
});

const MAX_CALLBACKS = 50;

const bodySchema = z
  .object({
    authId: z.string().min(1).max(128).optional(),
    callbacks: z.array(submittedCallbackSchema).max(MAX_CALLBACKS).optional(),
  })
  .default({});

/**
 * The authorization response of a social provider, which a journey resuming after the provider's
 * sign-in carries in its query as the provider sent it; null when it breaks the shared bounds.
 */
function providerResponseOf(query: z.infer<typeof querySchema>) {
  const parameters = new URLSearchParams();
  for (const name of ['state', 'code', 'iss', 'error', 'error_description'] as const) {
    const value = query[name];
    if (value !== undefined) parameters.set(name, value);
  }
  return socialReturnFrom(parameters);
}

export function registerAuthenticateRoutes(
  app: FastifyInstance,
  { config, db, relyingParty }: { config: PlatformConfig; db: Db; relyingParty: RelyingParty },
): void {
  const mailer = createMailer(config);
  for (const prefix of REALM_JSON_PREFIXES) {
    app.post(`${prefix}/authenticate`, signInRateLimit(config), async (request, reply) => {
      const realm = await requestRealm(db, request);
      const parsedQuery = querySchema.safeParse(request.query);
      if (!parsedQuery.success) throw badRequest('Invalid authentication request');
      const query = parsedQuery.data;
      const providerResponse = query.state === undefined ? null : providerResponseOf(query);
      const body = bodySchema.safeParse(request.body ?? {});
      if (!body.success) throw badRequest('Invalid authentication request');
      const now = new Date();
      const client = signInClient(request);
      const language = journeyLanguage(request.headers['accept-language']);
      const platform = (tree: string): JourneyPlatform => ({
        db,
        config,
        mailer,
        realm,
        tree,
        now,
        language,
        clientAddress: client.ipAddress,
        relyingParty,
        providerResponse,
      });
      const services = (tree: string): JourneyServices => ({
        platform: platform(tree),
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
      });

      let tree: string;
      let outcome: JourneyOutcome;
      if (body.data.authId === undefined && query.suspendedId !== undefined) {
        const resumed = await resumeJourney(db, query.suspendedId, realm, now);
        const journey = resumed && findJourney(resumed.tree);
        if (!resumed || !journey) throw suspendedJourneyGone();
        tree = resumed.tree;
        outcome = await advanceJourney(journey, resumed.state, undefined, services(tree));
      } else if (body.data.authId === undefined) {
        if (query.authIndexType !== undefined && query.authIndexType !== 'service') {
          throw badRequest(`Unsupported authIndexType ${query.authIndexType}`);
        }
        tree = query.authIndexValue ?? DEFAULT_JOURNEY;
        const journey = findJourney(tree);
        if (!journey) throw badRequest('No configuration found');
        outcome = await advanceJourney(journey, startState(journey), undefined, services(tree));
      } else {
        const taken = await takeJourneyState(db, body.data.authId, realm, now);
        const journey = taken && findJourney(taken.tree);
        if (!taken || !journey) throw journeyTimedOut();
        tree = taken.tree;
        outcome = await advanceJourney(
          journey,
          taken.state,
          body.data.callbacks ?? [],
          services(tree),
        );
      }

      switch (outcome.kind) {
        case 'page': {
          const authId = await saveJourneyState(db, realm, tree, outcome.state, now);
          const translate = (text: string) => translateJourneyText(text, language);
          return {
            authId,
            stage: outcome.node.stage,
            header: translate(outcome.node.header),
            description: translate(outcome.node.description),
            callbacks: renderCallbacks(outcome.node.callbacks, translate),
          };
        }
        case 'rendered': {
          const authId = await saveJourneyState(db, realm, tree, outcome.state, now);
          return { authId, ...outcome.page };
        }
        case 'failure':
          throw loginFailure();
        case 'success': {
          await clearLoginFailuresFrom(
            db,
            failureKey(realm, outcome.account.username, client.ipAddress),
          );
          await recordSignInSuccess(db, outcome.account, client, now);
          const session = await createSession(
            db,
            config,
            outcome.account,
            now,
            outcome.secondFactor ?? null,
          );
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
