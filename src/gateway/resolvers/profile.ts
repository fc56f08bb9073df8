import { z } from 'zod';
import { updateProfileSchema } from '../../domain/profile-patch.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadConsentMappings, setConsent } from '../models/profile-consent.js';
import { policyFieldErrors } from '../policy-failures.js';
import { createIdmProfile } from '../upstream/idm-profile.js';
import type { GatewayContext } from '../context.js';
import { validateInput } from '../validate-input.js';

const MAX_PROPERTIES = 200;

const policyCheckArgs = z.object({
  values: z
    .record(z.string(), z.unknown())
    .refine((values) => Object.keys(values).length <= MAX_PROPERTIES, 'validation.too_big'),
});

const setConsentArgs = z.object({
  input: z.object({
    rev: updateProfileSchema.shape.rev,
    mapping: z.string().regex(/^[A-Za-z0-9][A-Za-z0-9_.-]{0,127}$/, 'validation.invalid_format'),
    consented: z.boolean(),
  }),
});

const profileClient = ({ upstream, accessToken }: GatewayContext) =>
  createIdmProfile(upstream.idm, accessToken);

/** Without `_id` and `_rev`, which are the platform's, not the user's values. */
function withoutMetadata(values: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(Object.entries(values).filter(([name]) => !name.startsWith('_')));
}

export const profileResolvers: Resolvers = {
  Query: {
    profilePolicyCheck: async (_, args, context) => {
      const { values } = validateInput(policyCheckArgs, args);
      const { component, id } = await context.idm.identity();
      const failed = await profileClient(context).validateObject(
        component,
        id,
        withoutMetadata(values),
      );
      return policyFieldErrors(failed).map((error) => ({ values: null, ...error }));
    },
    consentMappings: (_, __, context) => loadConsentMappings(context.idm, profileClient(context)),
    profileData: async (_, __, context) => {
      const { component, id } = await context.idm.identity();
      return profileClient(context).readableObject(component, id);
    },
  },
  Mutation: {
    setConsent: (_, args, context) =>
      setConsent(context.idm, profileClient(context), validateInput(setConsentArgs, args).input),
    deleteAccount: async (_, __, context) => {
      const { component, id } = await context.idm.identity();
      await profileClient(context).deleteObject(component, id);
      return true;
    },
  },
};
