import {
  confirmAuthenticatorAppSchema,
  confirmSecurityKeySchema,
} from '../../domain/two-step-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  confirmAuthenticatorAppEnrolment,
  confirmSecurityKeyEnrolment,
  startAuthenticatorAppEnrolment,
  startSecurityKeyEnrolment,
} from '../models/two-step.js';
import { validateInput } from '../validate-input.js';

export const twoStepResolvers: Resolvers = {
  Mutation: {
    startAuthenticatorAppEnrolment: (_, __, context) => startAuthenticatorAppEnrolment(context),
    confirmAuthenticatorAppEnrolment: (_, args, context) =>
      confirmAuthenticatorAppEnrolment(context, validateInput(confirmAuthenticatorAppSchema, args)),
    startSecurityKeyEnrolment: (_, __, context) => startSecurityKeyEnrolment(context),
    confirmSecurityKeyEnrolment: (_, args, context) =>
      confirmSecurityKeyEnrolment(context, validateInput(confirmSecurityKeySchema, args)),
  },
};
