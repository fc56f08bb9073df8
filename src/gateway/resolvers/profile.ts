import { z } from 'zod';
import { updateProfileSchema } from '../../domain/profile-patch.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadConsentMappings, setConsent } from '../models/profile-consent.js';
import {
  checkProfilePolicies,
  deleteAccount,
  loadProfile,
  loadProfileData,
  updateProfile,
} from '../models/profile.js';
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

export const profileResolvers: Resolvers = {
  Query: {
    profile: (_, __, { idm }) => loadProfile(idm),
    profilePolicyCheck: (_, args, { idm, idmProfile }) =>
      checkProfilePolicies(idm, idmProfile, validateInput(policyCheckArgs, args)),
    consentMappings: (_, __, { idm, idmProfile }) => loadConsentMappings(idm, idmProfile),
    profileData: (_, __, { idm, idmProfile }) => loadProfileData(idm, idmProfile),
  },
  Mutation: {
    updateProfile: (_, { input }, { idm }) =>
      updateProfile(idm, validateInput(updateProfileSchema, input)),
    setConsent: (_, args, { idm, idmProfile }) =>
      setConsent(idm, idmProfile, validateInput(setConsentArgs, args).input),
    deleteAccount: (_, __, { idm, idmProfile }) => deleteAccount(idm, idmProfile),
  },
};
