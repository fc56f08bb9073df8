import { BoundedJSON } from '../bounded-json-scalar.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import { accountSecurityResolvers } from './account-security.js';
import { administrationResolvers } from './administration.js';
import { administrationRoutesResolvers } from './administration-routes.js';
import { applicationsResolvers } from './applications.js';
import { assignmentsResolvers } from './assignments.js';
import { authDevicesResolvers } from './auth-devices.js';
import { authorizedAppsResolvers } from './authorized-apps.js';
import { autoAccessActivityResolvers } from './autoaccess-activity.js';
import { autoAccessDataSourcesResolvers } from './autoaccess-data-sources.js';
import { autoAccessEntityConsoleResolvers } from './autoaccess-entity-console.js';
import { autoAccessFeatureExplorationResolvers } from './autoaccess-feature-exploration.js';
import { autoAccessPipelinesResolvers } from './autoaccess-pipelines.js';
import { autoAccessRiskConfigResolvers } from './autoaccess-risk-config.js';
import { autoAccessRiskDashboardResolvers } from './autoaccess-risk-dashboard.js';
import { autoAccessSettingsResolvers } from './autoaccess-settings.js';
import { delegatedAdminResolvers } from './delegated-admin.js';
import { governanceResolvers } from './governance.js';
import { governanceCertificationResolvers } from './governance-certification.js';
import { journeyResolvers } from './journey.js';
import { localeMessagesResolvers } from './locale-messages.js';
import { meResolvers } from './me.js';
import { notificationsResolvers } from './notifications.js';
import { platformInfoResolvers } from './platform-info.js';
import { profileResolvers } from './profile.js';
import { reportsResolvers } from './reports.js';
import { sessionResolvers } from './session.js';
import { sharingResolvers } from './sharing.js';
import { signInHistoryResolvers } from './sign-in-history.js';
import { signOutResolvers } from './sign-out.js';
import { socialResolvers } from './social.js';
import { systemNotificationResolvers } from './system-notification.js';
import { themesResolvers } from './themes.js';
import { trustedDevicesResolvers } from './trusted-devices.js';
import { twoStepResolvers } from './two-step.js';
import { userSessionsResolvers } from './user-sessions.js';

/**
 * Each feature's resolvers, as `{ Query, Mutation, ...types }` for the fields its
 * `schema/<feature>.graphql` adds. A field may be defined by one feature only.
 */
const FEATURE_RESOLVERS: readonly Resolvers[] = [
  platformInfoResolvers,
  localeMessagesResolvers,
  themesResolvers,
  journeyResolvers,
  signOutResolvers,
  sessionResolvers,
  meResolvers,
  profileResolvers,
  notificationsResolvers,
  systemNotificationResolvers,
  accountSecurityResolvers,
  trustedDevicesResolvers,
  authDevicesResolvers,
  twoStepResolvers,
  userSessionsResolvers,
  authorizedAppsResolvers,
  signInHistoryResolvers,
  sharingResolvers,
  applicationsResolvers,
  socialResolvers,
  delegatedAdminResolvers,
  administrationResolvers,
  administrationRoutesResolvers,
  assignmentsResolvers,
  autoAccessDataSourcesResolvers,
  autoAccessPipelinesResolvers,
  autoAccessRiskConfigResolvers,
  autoAccessRiskDashboardResolvers,
  autoAccessActivityResolvers,
  autoAccessSettingsResolvers,
  autoAccessEntityConsoleResolvers,
  autoAccessFeatureExplorationResolvers,
  governanceResolvers,
  governanceCertificationResolvers,
  reportsResolvers,
];

function mergeResolvers(base: Resolvers, features: readonly Resolvers[]): Resolvers {
  const merged: Record<string, Record<string, unknown>> = {};
  for (const part of [base, ...features]) {
    for (const [typeName, fields] of Object.entries(part)) {
      const target = (merged[typeName] ??= {});
      for (const [field, resolver] of Object.entries(fields)) {
        if (Object.hasOwn(target, field)) throw new Error(`${typeName}.${field} is resolved twice`);
        target[field] = resolver;
      }
    }
  }
  return merged;
}

export const RESOLVERS: Resolvers = mergeResolvers({ JSON: BoundedJSON }, FEATURE_RESOLVERS);
