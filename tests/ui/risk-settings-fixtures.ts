import type { MockLink } from '@apollo/client/testing';
import {
  RiskSettingsPage_SettingsDocument,
  SettingsForm_SaveDocument,
} from '../../src/ui/gql/graphql.js';

export const STORED_SETTINGS = {
  __typename: 'RiskSettings',
  allowList: ['192.0.2.10'],
  blockList: [],
  riskScoreThreshold: 50,
  mediumLevel: 50,
  highLevel: 80,
  retentionDays: 180,
  rev: '3',
};

/**
 * The settings page's gateway: the stored settings, and a save that records its variables and
 * answers with `save`'s result (the stored settings by default).
 */
export function settingsGateway(
  save: () => object = () => ({ data: { saveRiskSettings: STORED_SETTINGS } }),
) {
  const sent: Record<string, unknown>[] = [];
  const mocks: MockLink.MockedResponse[] = [
    {
      request: { query: RiskSettingsPage_SettingsDocument },
      result: { data: { riskSettings: STORED_SETTINGS } },
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
    {
      request: {
        query: SettingsForm_SaveDocument,
        variables: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return true;
        },
      },
      result: save,
      maxUsageCount: Number.POSITIVE_INFINITY,
    },
  ];
  return { mocks, sent };
}
