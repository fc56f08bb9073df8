import { riskActivityArgsSchema } from '../../domain/autoaccess/risk-activity-filters.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { exportRiskActivityCsv, loadRiskActivity } from '../models/autoaccess-activity.js';
import { sessionRealm } from '../models/autoaccess-risk-dashboard.js';
import { validateInput } from '../validate-input.js';

export const autoAccessActivityResolvers: Resolvers = {
  Query: {
    riskActivity: (_, args, context) => {
      const { filters, sort, after } = validateInput(riskActivityArgsSchema, args);
      return loadRiskActivity(context.autoaccessJas, sessionRealm(context), {
        filters,
        sort: sort ?? 'eventTime',
        after,
      });
    },
    riskActivityCsv: (_, args, context) => {
      const { filters, sort } = validateInput(riskActivityArgsSchema, args);
      return exportRiskActivityCsv(context.autoaccessJas, sessionRealm(context), {
        filters,
        sort: sort ?? 'eventTime',
      });
    },
  },
};
