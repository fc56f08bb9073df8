import type { FastifyReply, FastifyRequest } from 'fastify';
import type Provider from 'oidc-provider';
import type { InteractionInstance, InteractionResults } from 'oidc-provider';
import { badRequest } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import { findRealmSession, type AmSession } from '../sessions-store.js';
import { SSO_COOKIE_NAME } from '../sso-token.js';
import { END_USER_CLIENT_ID } from '../../../domain/constants.js';
import type { PlatformConfig } from '../../config.js';
import { loginUrl } from '../urls.js';

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

async function resultFor(
  provider: Provider,
  interaction: InteractionInstance,
  session: AmSession | null,
): Promise<InteractionResults> {
  if (!session) return { error: 'login_required', error_description: 'No valid session' };
  await detachOtherAccount(provider, interaction, session.userId);
  return {
    login: {
      accountId: session.userId,
      ts: epochSeconds(session.authTime),
      amr: ['pwd'],
      remember: true,
    },
    consent: {},
  };
}

/**
 * `prompt=login` or an exceeded `max_age` want a sign-in made after the request started (in a
 * later second: the interaction's time has whole seconds).
 */
function wantsFreshSignIn(interaction: InteractionInstance, session: AmSession): boolean {
  const reasons = interaction.prompt.reasons;
  const fresh = epochSeconds(session.authTime) > interaction.iat;
  return (reasons.includes('login_prompt') || reasons.includes('max_age')) && !fresh;
}

/** The console's Login page of the realm, returning to this interaction once signed in. */
function hostedSignInUrl(config: PlatformConfig, realm: string, request: FastifyRequest): string {
  const interactionUrl = new URL(request.url, config.PLATFORM_PUBLIC_URL).href;
  return `${loginUrl(config, realm)}&goto=${encodeURIComponent(interactionUrl)}`;
}

/**
 * The interaction URL: completes login and consent from the caller's AM session of the realm
 * (the `iPlanetDirectoryPro` cookie). Without one, the browser signs in on the hosted Login page
 * and comes back here; the console's own client, which signs in server-side, gets
 * `login_required` instead.
 */
export async function completeInteraction(
  deps: { config: PlatformConfig; db: Db; provider: Provider; realm: string },
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const { config, db, provider, realm } = deps;
  let interaction: InteractionInstance;
  try {
    interaction = await provider.interactionDetails(request.raw, reply.raw);
  } catch {
    throw badRequest('Authorization request not found or expired');
  }
  const found = await findRealmSession(db, request.cookies[SSO_COOKIE_NAME], realm, new Date());
  const session = found && !wantsFreshSignIn(interaction, found) ? found : null;
  if (!session && interaction.params.client_id !== END_USER_CLIENT_ID) {
    return reply.redirect(hostedSignInUrl(config, realm, request), 303);
  }
  const result = await resultFor(provider, interaction, session);
  const returnTo = await provider.interactionResult(request.raw, reply.raw, result, {
    mergeWithLastSubmission: false,
  });
  return reply.redirect(returnTo, 303);
}
