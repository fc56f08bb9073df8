import { GraphQLError } from 'graphql';
import {
  SOCIAL_LINK_REASONS,
  type SocialLinkReason,
  type SocialLinkReturn,
} from '../../domain/social-link.js';
import type { GatewayContext } from '../context.js';
import { fromUpstream } from '../errors.js';
import type { SocialLinkStart, SocialProvider } from '../generated/resolvers-types.js';
import { UpstreamError } from '../upstream/errors.js';
import { accountRef } from './account-ref.js';

const NEUTRAL_BUTTON = { buttonColor: '#3b3b45', buttonTextColor: '#ffffff' };
const COLOUR = /^#[0-9a-fA-F]{6}$/;

function colour(value: string | null | undefined, fallback: string): string {
  return value && COLOUR.test(value) ? value : fallback;
}

function reasonOf(body: unknown): SocialLinkReason | undefined {
  const reason = (body as { detail?: { reason?: unknown } } | undefined)?.detail?.reason;
  return SOCIAL_LINK_REASONS.find((known) => known === reason);
}

/** The platform's refusal as its GraphQL code, with the reason the UI explains. */
async function withReason<T>(call: Promise<T>): Promise<T> {
  try {
    return await call;
  } catch (error) {
    if (!(error instanceof UpstreamError)) throw error;
    const reason = reasonOf(error.body);
    if (!reason) throw error;
    const mapped = fromUpstream(error);
    throw new GraphQLError(mapped.message, { extensions: { ...mapped.extensions, reason } });
  }
}

/** The realm's providers that can be linked, and every provider the user has linked. */
export async function loadSocialProviders(context: GatewayContext): Promise<SocialProvider[]> {
  const ref = accountRef(context.session);
  const client = context.amSocial;
  const [providers, identities] = await Promise.all([
    client.providers(ref.realm),
    client.identities(ref),
  ]);
  const linked = new Map(identities.map((identity) => [identity._id, identity]));
  const known = new Set(providers.map((provider) => provider._id));
  const configured = providers
    .filter((provider) => provider.enabled || linked.has(provider._id))
    .map((provider): SocialProvider => {
      const identity = linked.get(provider._id);
      return {
        id: provider._id,
        displayName: provider.displayName ?? provider._id,
        buttonColor: colour(provider.uiConfig?.buttonColor, NEUTRAL_BUTTON.buttonColor),
        buttonTextColor: colour(provider.uiConfig?.buttonTextColor, NEUTRAL_BUTTON.buttonTextColor),
        enabled: provider.enabled,
        linked: identity !== undefined,
        identity: identity
          ? {
              subject: identity.subject,
              email: identity.email ?? null,
              linkedAt: identity.linkedAt,
            }
          : null,
      };
    });
  const orphans = identities
    .filter((identity) => !known.has(identity._id))
    .map((identity): SocialProvider => ({
      id: identity._id,
      displayName: identity._id,
      ...NEUTRAL_BUTTON,
      enabled: false,
      linked: true,
      identity: {
        subject: identity.subject,
        email: identity.email ?? null,
        linkedAt: identity.linkedAt,
      },
    }));
  return [...configured, ...orphans];
}

export async function startSocialLink(
  context: GatewayContext,
  { provider }: { provider: string },
): Promise<SocialLinkStart> {
  const started = await withReason(
    context.amSocial.startLink(accountRef(context.session), provider),
  );
  return {
    provider: started.provider,
    authorizeUrl: started.authorizeUrl,
    expiresAt: started.expiresAt,
  };
}

/** Finishes a link from the provider's answer; answers the provider, now linked. */
export async function completeSocialLink(
  context: GatewayContext,
  { input }: { input: SocialLinkReturn },
): Promise<SocialProvider> {
  const linked = await withReason(
    context.amSocial.completeLink(accountRef(context.session), input),
  );
  const providers = await loadSocialProviders(context);
  const provider = providers.find((candidate) => candidate.id === linked._id);
  if (!provider) throw new GraphQLError('Linked provider not found');
  return provider;
}

/** Unlinks a provider; answers every provider afterwards. */
export async function unlinkSocialIdentity(
  context: GatewayContext,
  { provider }: { provider: string },
): Promise<SocialProvider[]> {
  await withReason(context.amSocial.unlink(accountRef(context.session), provider));
  return loadSocialProviders(context);
}
