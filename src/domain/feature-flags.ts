import { AUTO_ACCESS_FEATURE } from './autoaccess/auto-access-feature.js';
import { GOVERNANCE_FEATURE } from './governance/governance-feature.js';

/** The feature flags of admin spec §6, by the names the platform's `ui/features` gives them. */
export const FEATURE_FLAGS = {
  governance: GOVERNANCE_FEATURE,
  workforce: 'workforce',
  autoAccess: AUTO_ACCESS_FEATURE,
  analyticsReporting: 'analyticsReporting',
  secrets: 'secrets',
  serviceAccountUi: 'serviceAccountUi',
  extendedSamlConfig: 'extendedSamlConfig',
  newMultiselect: 'newMultiselect',
  promotionViaApi: 'promotionViaApi',
} as const;
