import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef } from 'react';
import { graphql } from '../../gql/index.js';
import type { RiskFiltersInput } from '../../gql/graphql.js';
import type { EventSort } from './dashboard-state.js';

export const RiskEventLog_Events = graphql(`
  query RiskEventLog_Events($filters: RiskFiltersInput!, $sort: RiskEventSort, $after: String) {
    riskEvents(filters: $filters, sort: $sort, after: $after) {
      total
      nextCursor
      events {
        ...EventLogTable_EventFragment
      }
    }
  }
`);

/**
 * Asks for the log's first page of a search as soon as the page has the search, beside the
 * dashboard's own query: the log renders in a part of its own, which shows a while later. The
 * log then reads that page from the cache, or joins the request still under way. Asks once for
 * each search and each refresh (`asOf`), though the page may build the same search again (when
 * the realm's levels arrive, say); none while the search is null.
 */
export function useFirstEventPage(
  filters: RiskFiltersInput | null,
  sort: EventSort,
  asOf: Date,
): void {
  const client = useApolloClient();
  const askedFor = useRef<string>(null);
  useEffect(() => {
    const search = JSON.stringify([filters, sort, asOf]);
    if (filters === null || askedFor.current === search) return;
    askedFor.current = search;
    client
      .query({
        query: RiskEventLog_Events,
        variables: { filters, sort, after: null },
        fetchPolicy: 'network-only',
      })
      // The log shows its own error when its read fails.
      .catch(() => undefined);
  }, [client, filters, sort, asOf]);
}
