import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  parseDashboardState,
  serializeDashboardState,
  type DashboardState,
} from './dashboard-state.js';

/** The dashboard's state as its URL holds it; each change rewrites the URL. */
export function useDashboardState() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseDashboardState(search), [search]);
  const update = useCallback(
    (change: Partial<DashboardState>, { push = false }: { push?: boolean } = {}) => {
      const query = serializeDashboardState({ ...state, ...change });
      navigate(query ? `${path}?${query}` : path, { replace: !push });
    },
    [navigate, path, state],
  );
  return { state, update };
}
