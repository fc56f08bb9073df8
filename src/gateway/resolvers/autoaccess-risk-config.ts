import {
  riskEvaluationPreviewInputSchema,
  saveRiskUserConfigInputSchema,
} from '../../domain/autoaccess/risk-config-inputs.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  loadRiskUserConfig,
  previewRiskEvaluation,
  saveRiskUserConfig,
} from '../models/autoaccess-risk-config.js';
import { validateInput } from '../validate-input.js';

export const autoAccessRiskConfigResolvers: Resolvers = {
  Query: {
    riskUserConfig: (_, __, { autoaccessRiskConfig }) => loadRiskUserConfig(autoaccessRiskConfig),
    riskEvaluationPreview: (_, { input }, { autoaccessRiskConfig }) =>
      previewRiskEvaluation(
        autoaccessRiskConfig,
        validateInput(riskEvaluationPreviewInputSchema, input),
      ),
  },
  Mutation: {
    saveRiskUserConfig: (_, { input }, { autoaccessRiskConfig }) =>
      saveRiskUserConfig(autoaccessRiskConfig, validateInput(saveRiskUserConfigInputSchema, input)),
  },
};
