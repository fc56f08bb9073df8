import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionInstance, InteractionResults } from 'oidc-provider';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { findRealmSession, type AmSession } from '../sessions-store.js';
import { SSO_COOKIE_NAME } from '../sso-token.js';
import { SUPPORTED_SCOPES } from './account-claims.js';

function epochSeconds(date: Date): number {
  return Math.floor(date.getTime() / 1000);
}

/** An OIDC session of another account than the AM session's is ended, so the new login replaces it. */
async function detachOtherAccount(
  provider: Provider,
  interaction: InteractionInstance,
  accountId: string,
) {
  const previous = interaction.session;
  if (!previous || previous.accountId === accountId) return;
  if (previous.uid) await (await provider.Session.findByUid(previous.uid))?.destroy();
  delete interaction.session;
  await interaction.save(interaction.exp - epochSeconds(new Date()));
}

/** There is no consent screen: the requested scopes and claims are granted, and the grant is kept. */
async function grantRequested(
  provider: Provider,
  interaction: InteractionInstance,
  accountId: string,
) {
  const clientId = String(interaction.params.client_id);
  const existing = interaction.grantId ? await provider.Grant.find(interaction.grantId) : undefined;
  const grant =
    existing?.accountId === accountId && existing.clientId === clientId
      ? existing
      : new provider.Grant({ accountId, clientId });
  const requested =
    typeof interaction.params.scope === 'string' ? interaction.params.scope.split(' ') : [];
  const {
    missingOIDCScope = [],
    missingOIDCClaims = [],
    missingResourceScopes = {},
  } = interaction.prompt.details;
  const scopes = new Set([
    ...requested.filter((scope) => SUPPORTED_SCOPES.includes(scope)),
    ...missingOIDCScope,
  ]);
  grant.addOIDCScope([...scopes].join(' '));
  if (missingOIDCClaims.length > 0) grant.addOIDCClaims(missingOIDCClaims);
  for (const [indicator, resourceScopes] of Object.entries(missingResourceScopes)) {
    grant.addResourceScope(indicator, resourceScopes.join(' '));
  }
  return grant.save();
}

async function resultFor(
  provider: Provider,
  interaction: InteractionInstance,
  session: AmSession | null,
): Promise<InteractionResults> {
  if (!session) return { error: 'login_required', error_description: 'No valid session' };
  await detachOtherAccount(provider, interaction, session.userId);
  const grantId = await grantRequested(provider, interaction, session.userId);
  return {
    login: {
      accountId: session.userId,
      ts: epochSeconds(session.authTime),
      amr: ['pwd'],
      remember: true,
    },
    consent: { grantId },
  };
}

/**
 * The interaction URL: completes login and consent from the caller's AM session of the realm
 * (the `iPlanetDirectoryPro` cookie), or ends the request with `login_required`.
 */
export async function completeInteraction(
  deps: { db: Db; provider: Provider; realm: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { db, provider, realm } = deps;
  let interaction: InteractionInstance;
  try {
    interaction = await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    throw badRequest('Authorization request not found or expired');
  }
  const session = await findRealmSession(db, request.cookies[SSO_COOKIE_NAME], realm, new Date());
  const result = await resultFor(provider, interaction, session);
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.redirect(returnTo, 303);
}
