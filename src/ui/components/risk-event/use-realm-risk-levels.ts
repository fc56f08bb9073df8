import { useQuery } from '@apollo/client/react';
import { useMemo } from 'react';
import {
  DEFAULT_RISK_THRESHOLDS,
  type RiskThresholds,
} from '../../../domain/autoaccess/risk-levels.js';
import { graphql } from '../../gql/index.js';

const RealmRiskLevels_Settings = graphql(`
  query RealmRiskLevels_Settings {
    riskSettings {
      mediumLevel
      highLevel
    }
  }
`);

interface RealmRiskLevels {
  /** Where the realm's medium and high levels start; 50 and 80 until read, or when unreadable. */
  thresholds: RiskThresholds;
  /** Whether the realm's levels were read, or could not be: the thresholds will not change. */
  settled: boolean;
}

/** The risk levels the realm's settings save, which risk screens show unless told otherwise. */
export function useRealmRiskLevels(): RealmRiskLevels {
  const { data, error } = useQuery(RealmRiskLevels_Settings, {
    // Shown at once from the cache, then as another administrator may have saved them since.
    fetchPolicy: 'cache-and-network',
  });
  const medium = data?.riskSettings.mediumLevel;
  const high = data?.riskSettings.highLevel;
  const thresholds = useMemo(
    () =>
      medium !== undefined && high !== undefined && medium < high
        ? { medium, high }
        : DEFAULT_RISK_THRESHOLDS,
    [medium, high],
  );
  return { thresholds, settled: data !== undefined || error !== undefined };
}
