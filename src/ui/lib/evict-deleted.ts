import type { ApolloCache } from '@apollo/client';

/**
 * Forgets a deleted object and the cached pages of the list that held it, so that the list is read
 * anew when it shows next. The queries on screen are not told: the page that deleted leaves.
 */
export function evictDeleted(
  cache: ApolloCache,
  deleted: { __typename: string; id: string },
  listField: string,
): void {
  cache.evict({ id: cache.identify(deleted), broadcast: false });
  cache.evict({ id: 'ROOT_QUERY', fieldName: listField, broadcast: false });
  cache.gc();
}
