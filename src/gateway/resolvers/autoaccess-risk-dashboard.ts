import {
  riskDashboardArgsSchema,
  riskEventArgsSchema,
  riskEventsArgsSchema,
  riskFacetValuesArgsSchema,
  riskNormalViewArgsSchema,
} from '../../domain/autoaccess/risk-dashboard-filters.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  loadRiskDashboard,
  loadRiskEvents,
  loadRiskFacetValues,
  sessionRealm,
} from '../models/autoaccess-risk-dashboard.js';
import { loadRiskEventDetail } from '../models/autoaccess-risk-event-detail.js';
import { exportRiskEventsCsv } from '../models/autoaccess-risk-events-csv.js';
import { loadRiskNormalView } from '../models/risk-normal-view.js';
import { validateInput } from '../validate-input.js';

export const autoAccessRiskDashboardResolvers: Resolvers = {
  Query: {
    riskDashboard: (_, args, context) => {
      const { filters, timeZone } = validateInput(riskDashboardArgsSchema, args);
      return loadRiskDashboard(
        context.autoaccessJas,
        sessionRealm(context),
        filters,
        timeZone ?? 'UTC',
      );
    },
    riskEvents: (_, args, context) => {
      const { filters, sort, after } = validateInput(riskEventsArgsSchema, args);
      return loadRiskEvents(context.autoaccessJas, sessionRealm(context), {
        filters,
        sort: sort ?? 'risk',
        after,
      });
    },
    riskFacetValues: (_, args, context) =>
      loadRiskFacetValues(
        context.autoaccessJas,
        sessionRealm(context),
        validateInput(riskFacetValuesArgsSchema, args),
      ),
    riskEvent: (_, args, { autoaccessJas }) =>
      loadRiskEventDetail(autoaccessJas, validateInput(riskEventArgsSchema, args).eventId),
    riskNormalView: (_, args, { analytics }) => {
      const { userId, at } = validateInput(riskNormalViewArgsSchema, args);
      return loadRiskNormalView(analytics, userId, at);
    },
    riskEventsCsv: (_, args, context) => {
      const { filters, sort } = validateInput(riskEventsArgsSchema, args);
      return exportRiskEventsCsv(context.autoaccessJas, sessionRealm(context), {
        filters,
        sort: sort ?? 'risk',
      });
    },
  },
};
