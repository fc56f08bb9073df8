import { describe, expect, it } from 'vitest';
import { createCache } from '../../src/ui/app/apollo-client.js';
import {
  GovernanceCards_CountsDocument,
  MenuBadges_GovernanceCountsDocument,
  type GovernanceCards_CountsQuery,
  type MenuBadges_GovernanceCountsQuery,
} from '../../src/ui/gql/graphql.js';

describe('the governance counts in the cache', () => {
  // The data carries the type names the server sends, which the generated result types leave out.
  it('keep the dashboard’s pending requests when the menu badges are read again', () => {
    const cache = createCache();
    cache.writeQuery({
      query: GovernanceCards_CountsDocument,
      data: {
        governanceCounts: {
          __typename: 'GovernanceCounts',
          accessReviews: 1,
          pendingApprovals: 2,
          pendingRequests: 3,
        },
      } as GovernanceCards_CountsQuery,
    });
    cache.writeQuery({
      query: MenuBadges_GovernanceCountsDocument,
      data: {
        governanceCounts: { __typename: 'GovernanceCounts', pendingApprovals: 4, accessReviews: 0 },
      } as MenuBadges_GovernanceCountsQuery,
    });
    expect(cache.readQuery({ query: GovernanceCards_CountsDocument })).toEqual({
      governanceCounts: {
        __typename: 'GovernanceCounts',
        accessReviews: 0,
        pendingApprovals: 4,
        pendingRequests: 3,
      },
    });
  });
});
