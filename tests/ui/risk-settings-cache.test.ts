import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/ui/app/apollo-client.js';
import {
  RealmRiskLevels_SettingsDocument,
  SettingsForm_SaveDocument,
  type RealmRiskLevels_SettingsQuery,
  type SettingsForm_SaveMutation,
} from '../../src/ui/gql/graphql.js';

const SETTINGS = {
  allowList: [],
  blockList: [],
  riskScoreThreshold: 50,
  mediumLevel: 60,
  highLevel: 90,
  retentionDays: 180,
};

describe('the risk settings in the cache', () => {
  // The data carries the type names the server sends, which the generated result types leave out.
  it('give the risk screens the levels just saved', () => {
    const cache = createCache();
    cache.writeQuery({
      query: RealmRiskLevels_SettingsDocument,
      data: {
        riskSettings: { __typename: 'RiskSettings', mediumLevel: 50, highLevel: 80 },
      } as RealmRiskLevels_SettingsQuery,
    });
    // As Apollo Client writes a mutation's answer.
    const saved = { __typename: 'RiskSettings', ...SETTINGS, rev: '2' };
    cache.write<SettingsForm_SaveMutation>({
      dataId: 'ROOT_MUTATION',
      query: SettingsForm_SaveDocument,
      variables: { settings: SETTINGS, rev: '1' },
      result: { saveRiskSettings: saved },
    });
    expect(cache.readQuery({ query: RealmRiskLevels_SettingsDocument })).toEqual({
      riskSettings: { __typename: 'RiskSettings', mediumLevel: 60, highLevel: 90 },
    });
  });
});
