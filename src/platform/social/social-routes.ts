import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { platformNotificationText } from '../../domain/platform-notifications.js';
import { socialProviderNameSchema } from '../../domain/social-link.js';
import { principalOf } from '../am/principal.js';
import { REALM_JSON_PREFIXES, requestRealm } from '../am/realms.js';
import { userResource } from '../am/user-resource.js';
import type { AmAccount } from '../am/accounts.js';
import type { PlatformConfig } from '../config.js';
import { badRequest, notFound } from '../http/errors.js';
import { createNotification } from '../idm/notification-store.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import { requireListAllQuery } from '../http/crest/query-params.js';
import type { Db } from '../store/db.js';
import {
  LINK_REQUEST_TTL_MS,
  deleteExpiredLinkRequests,
  deleteLink,
  findLink,
  findLinkBySubject,
  insertLink,
  linkView,
  listLinks,
  saveLinkRequest,
  takeLinkRequest,
} from './links-store.js';
import {
  enabledSocialProvider,
  publicProviderView,
  realmSocialProviders,
} from './provider-config.js';
import { linkFailure, type RelyingParty } from './relying-party.js';

const actionQuery = z.object({ _action: z.enum(['startLink', 'completeLink']) });
const providerParams = z.object({ provider: z.string() });
const startBody = z.looseObject({ provider: z.string() });
const completeBody = z.looseObject({
  state: z.string().min(1).max(512),
  code: z.string().min(1).max(2048).optional(),
  iss: z.string().min(1).max(2048).optional(),
  error: z.string().min(1).max(256).optional(),
  error_description: z.string().max(1024).optional(),
});

export interface SocialDeps {
  config: PlatformConfig;
  db: Db;
  relyingParty: RelyingParty;
}

function providerName(value: unknown): string {
  const parsed = socialProviderNameSchema.safeParse(value);
  if (!parsed.success) throw badRequest('Invalid provider', { field: 'provider' });
  return parsed.data;
}

async function notify(db: Db, account: AmAccount, message: string, now: Date): Promise<void> {
  const principal = principalOf(account);
  await createNotification(
    db,
    { target: `${principal.component}/${principal.idmId}`, message, notificationType: 'info' },
    now,
  );
}

/**
 * The realm's social identity providers (`selfservice/socialIdentityProviders`) and a user's
 * linked identities (`users/{user}/socialIdentities`): start a link, complete it with the
 * provider's answer, unlink.
 */
export function registerSocialRoutes(app: FastifyInstance, deps: SocialDeps): void {
  const { db, relyingParty } = deps;

  for (const prefix of REALM_JSON_PREFIXES) {
    const identities = `${prefix}/users/:user/socialIdentities`;

    app.get(`${prefix}/selfservice/socialIdentityProviders`, async (request) => {
      const realm = await requestRealm(db, request);
      const providers = await realmSocialProviders(deps, realm);
      return queryEnvelope(providers.map(publicProviderView));
    });

    app.get(identities, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      requireListAllQuery(request.query);
      return queryEnvelope((await listLinks(db, account)).map(linkView));
    });

    app.post(identities, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      const action = actionQuery.safeParse(request.query);
      if (!action.success) throw badRequest('Unknown action');
      const now = new Date();
      if (action.data._action === 'startLink') {
        const body = startBody.safeParse(request.body);
        const name = providerName(body.success ? body.data.provider : undefined);
        const provider = await enabledSocialProvider(deps, account.realm, name);
        if (!provider) throw notFound(`Social identity provider ${name} not found`);
        if (await findLink(db, account, name)) {
          throw linkFailure('ALREADY_LINKED', `${provider.displayName} is already linked`, 409);
        }
        await deleteExpiredLinkRequests(db, now);
        const authorization = await relyingParty.authorizationRequest(provider);
        const expiresAt = new Date(now.getTime() + LINK_REQUEST_TTL_MS);
        await saveLinkRequest(db, {
          state: authorization.state,
          realm: account.realm,
          user_id: account.userId,
          provider: name,
          nonce: authorization.nonce,
          code_verifier: authorization.codeVerifier,
          redirect_uri: provider.redirectUri,
          expires_at: expiresAt,
        });
        return {
          provider: name,
          authorizeUrl: authorization.url,
          expiresAt: expiresAt.toISOString(),
        };
      }

      const body = completeBody.safeParse(request.body);
      if (!body.success) throw badRequest('Invalid authorization response');
      const answer = body.data;
      const pending = await takeLinkRequest(db, account, answer.state, now);
      if (!pending) {
        throw linkFailure('INVALID_STATE', 'The link request is unknown, expired or already used');
      }
      const provider = await enabledSocialProvider(deps, account.realm, pending.provider);
      if (!provider) throw notFound(`Social identity provider ${pending.provider} not found`);
      if (answer.error) {
        throw linkFailure(
          answer.error === 'access_denied' ? 'ACCESS_DENIED' : 'PROVIDER_ERROR',
          answer.error_description ?? answer.error,
        );
      }
      if (!answer.code) throw badRequest('The authorization response has no code');
      const identity = await relyingParty.redeem(
        provider,
        {
          code: answer.code,
          codeVerifier: pending.code_verifier,
          nonce: pending.nonce,
          redirectUri: pending.redirect_uri,
        },
        answer.iss,
      );
      const holder = await findLinkBySubject(db, account.realm, provider.name, identity.subject);
      if (holder && holder.user_id !== account.userId) {
        throw linkFailure('SUBJECT_IN_USE', 'That ID is already in use', 409);
      }
      const linked = await insertLink(
        db,
        account,
        { provider: provider.name, subject: identity.subject, email: identity.email },
        now,
      );
      if (!linked) {
        throw linkFailure('ALREADY_LINKED', `${provider.displayName} is already linked`, 409);
      }
      const message = platformNotificationText('accountLinked', { provider: provider.displayName });
      await notify(db, account, message, now);
      return linkView(linked);
    });

    app.delete(`${identities}/:provider`, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      const params = providerParams.safeParse(request.params);
      const name = params.success ? params.data.provider : '';
      const removed = socialProviderNameSchema.safeParse(name).success
        ? await deleteLink(db, account, name)
        : null;
      if (!removed) throw notFound(`No ${name} identity is linked`);
      const providers = await realmSocialProviders(deps, account.realm);
      const displayName = providers.find((provider) => provider.name === name)?.displayName ?? name;
      const message = platformNotificationText('accountUnlinked', { provider: displayName });
      await notify(db, account, message, new Date());
      return linkView(removed);
    });
  }
}
