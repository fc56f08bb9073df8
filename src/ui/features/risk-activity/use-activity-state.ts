import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import {
  parseActivityState,
  serializeActivityState,
  type ActivityState,
} from './activity-state.js';

/** The activity log's state as its URL holds it; each change rewrites the URL. */
export function useActivityState() {
  const search = useSearch();
  const [path, navigate] = useLocation();
  const state = useMemo(() => parseActivityState(search), [search]);
  const update = useCallback(
    (change: Partial<ActivityState>, { push = false }: { push?: boolean } = {}) => {
      const query = serializeActivityState({ ...state, ...change });
      navigate(query ? `${path}?${query}` : path, { replace: !push });
    },
    [navigate, path, state],
  );
  return { state, update };
}
