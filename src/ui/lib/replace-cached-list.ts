import type { ApolloCache, OperationVariables, TypedDocumentNode } from '@apollo/client';

/**
 * Puts a mutation's answer in place of a query's cached root fields, so that a list the server
 * answers whole (an entry renamed or gone) shows exactly what the server now holds.
 */
export function replaceCachedList<Data extends object, Variables extends OperationVariables>(
  cache: ApolloCache,
  query: TypedDocumentNode<Data, Variables>,
  data: Data,
): void {
  for (const fieldName of Object.keys(data)) {
    cache.evict({ id: 'ROOT_QUERY', fieldName, broadcast: false });
  }
  cache.writeQuery({ query, data });
}
