import {
  completeSocialLinkArgsSchema,
  socialProviderArgsSchema,
} from '../../domain/social-link.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  completeSocialLink,
  loadSocialProviders,
  startSocialLink,
  unlinkSocialIdentity,
} from '../models/social.js';
import { validateInput } from '../validate-input.js';

export const socialResolvers: Resolvers = {
  Query: {
    socialProviders: (_, __, context) => loadSocialProviders(context),
  },
  Mutation: {
    startSocialLink: (_, args, context) =>
      startSocialLink(context, validateInput(socialProviderArgsSchema, args)),
    completeSocialLink: (_, args, context) =>
      completeSocialLink(context, validateInput(completeSocialLinkArgsSchema, args)),
    unlinkSocialIdentity: (_, args, context) =>
      unlinkSocialIdentity(context, validateInput(socialProviderArgsSchema, args)),
  },
};
