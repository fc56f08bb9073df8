import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { RiskThresholds } from '../../../domain/autoaccess/risk-levels.js';
import {
  parseDashboardState,
  serializeDashboardState,
  type DashboardState,
} from './dashboard-state.js';

/**
 * The dashboard's state as its URL holds it, with the realm's levels where the URL names none;
 * each change rewrites the URL.
 */
export function useDashboardState(realmLevels: RiskThresholds) {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseDashboardState(search, realmLevels), [search, realmLevels]);
  const update = useCallback(
    (change: Partial<DashboardState>, { push = false }: { push?: boolean } = {}) => {
      const query = serializeDashboardState({ ...state, ...change }, realmLevels);
      navigate(query ? `${path}?${query}` : path, { replace: !push });
    },
    [navigate, path, state, realmLevels],
  );
  return { state, update };
}
