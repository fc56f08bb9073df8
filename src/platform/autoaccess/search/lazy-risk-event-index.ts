import type { RiskEventIndex } from './risk-event-index.js';

/**
 * An index opened by its first call, so that a platform whose risk area is never used (most test
 * platforms) loads no analytical engine.
 */
export function lazyRiskEventIndex(open: () => Promise<RiskEventIndex>): RiskEventIndex {
  let opened: Promise<RiskEventIndex> | undefined;
  const index = () => (opened ??= open());
  return {
    search: async (realm, body) => (await index()).search(realm, body),
    insert: async (realm, docs) => (await index()).insert(realm, docs),
    clear: async (realm) => (await index()).clear(realm),
    close: async () => {
      if (opened) await (await opened).close();
    },
  };
}
