import {
  campaignIdArgsSchema,
  certificationForwardSchema,
  certificationHandOverSchema,
  certificationItemCommentSchema,
  clearCertificationDecisionsSchema,
  decideCertificationItemSchema,
} from '../../domain/governance/certification-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  clearCertificationDecisions,
  commentOnCertificationItem,
  countAccessReviews,
  decideCertificationItem,
  handOverCertificationItem,
  loadAccessReviews,
  loadCertificationGlossary,
  loadCertificationTask,
  signOffCampaign,
} from '../models/governance-certification.js';
import { requireGovernance } from '../models/governance-gate.js';
import { validateInput } from '../validate-input.js';

export const governanceCertificationResolvers: Resolvers = {
  Query: {
    accessReviews: async (_, __, context) => {
      await requireGovernance(context);
      return loadAccessReviews(context.igaCertification);
    },
    certificationTask: async (_, args, context) => {
      await requireGovernance(context);
      const { campaignId } = validateInput(campaignIdArgsSchema, args);
      return loadCertificationTask(context.igaCertification, campaignId);
    },
    certificationGlossary: async (_, __, context) => {
      await requireGovernance(context);
      return loadCertificationGlossary(context.igaCertification);
    },
  },
  Mutation: {
    decideCertificationItem: async (_, { input }, context) => {
      await requireGovernance(context);
      return decideCertificationItem(
        context.igaCertification,
        validateInput(decideCertificationItemSchema, input),
      );
    },
    clearCertificationDecisions: async (_, { input }, context) => {
      await requireGovernance(context);
      return clearCertificationDecisions(
        context.igaCertification,
        validateInput(clearCertificationDecisionsSchema, input),
      );
    },
    commentOnCertificationItem: async (_, { input }, context) => {
      await requireGovernance(context);
      return commentOnCertificationItem(
        context.igaCertification,
        validateInput(certificationItemCommentSchema, input),
      );
    },
    forwardCertificationItem: async (_, { input }, context) => {
      await requireGovernance(context);
      return handOverCertificationItem(
        context.igaCertification,
        'forward',
        validateInput(certificationForwardSchema, input),
      );
    },
    reassignCertificationItem: async (_, { input }, context) => {
      await requireGovernance(context);
      return handOverCertificationItem(
        context.igaCertification,
        'reassign',
        validateInput(certificationHandOverSchema, input),
      );
    },
    signOffCampaign: async (_, args, context) => {
      await requireGovernance(context);
      const { campaignId } = validateInput(campaignIdArgsSchema, args);
      return signOffCampaign(context.igaCertification, campaignId);
    },
  },
  GovernanceCounts: {
    accessReviews: async (_, __, context) => {
      await requireGovernance(context);
      return countAccessReviews(context.igaCertification);
    },
  },
};
