import { saveRiskSettingsArgsSchema } from '../../domain/autoaccess/risk-settings.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { loadRiskAnalysisAvailable } from '../models/autoaccess-availability.js';
import { loadRiskSettings, saveRiskSettings } from '../models/autoaccess-settings.js';
import { validateInput } from '../validate-input.js';

export const autoAccessSettingsResolvers: Resolvers = {
  Query: {
    riskSettings: (_, __, { autoaccessSettings }) => loadRiskSettings(autoaccessSettings),
    riskAnalysisAvailable: (_, __, context) => loadRiskAnalysisAvailable(context),
  },
  Mutation: {
    saveRiskSettings: (_, args, { autoaccessSettings }) =>
      saveRiskSettings(autoaccessSettings, validateInput(saveRiskSettingsArgsSchema, args)),
  },
};
