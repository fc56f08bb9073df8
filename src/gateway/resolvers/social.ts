import { GraphQLError } from 'graphql';
import {
  SOCIAL_LINK_REASONS,
  completeSocialLinkArgsSchema,
  socialProviderArgsSchema,
  type SocialLinkReason,
} from '../../domain/social-link.js';
import type { GatewayContext } from '../context.js';
import { fromUpstream } from '../errors.js';
import type { Resolvers, SocialProvider } from '../generated/resolvers-types.js';
import { accountRef } from '../models/account-ref.js';
import { createAmSocialClient } from '../upstream/am-social.js';
import { UpstreamError } from '../upstream/errors.js';
import { validateInput } from '../validate-input.js';

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
async function loadSocialProviders(context: GatewayContext): Promise<SocialProvider[]> {
  const ref = accountRef(context.session);
  const client = createAmSocialClient(context.upstream.am);
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

export const socialResolvers: Resolvers = {
  Query: {
    socialProviders: (_, __, context) => loadSocialProviders(context),
  },
  Mutation: {
    startSocialLink: async (_, args, context) => {
      const { provider } = validateInput(socialProviderArgsSchema, args);
      const started = await withReason(
        createAmSocialClient(context.upstream.am).startLink(accountRef(context.session), provider),
      );
      return {
        provider: started.provider,
        authorizeUrl: started.authorizeUrl,
        expiresAt: started.expiresAt,
      };
    },
    completeSocialLink: async (_, args, context) => {
      const { input } = validateInput(completeSocialLinkArgsSchema, args);
      const linked = await withReason(
        createAmSocialClient(context.upstream.am).completeLink(accountRef(context.session), input),
      );
      const providers = await loadSocialProviders(context);
      const provider = providers.find((candidate) => candidate.id === linked._id);
      if (!provider) throw new GraphQLError('Linked provider not found');
      return provider;
    },
    unlinkSocialIdentity: async (_, args, context) => {
      const { provider } = validateInput(socialProviderArgsSchema, args);
      await withReason(
        createAmSocialClient(context.upstream.am).unlink(accountRef(context.session), provider),
      );
      return loadSocialProviders(context);
    },
  },
};
