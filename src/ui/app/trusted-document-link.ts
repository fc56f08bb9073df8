import { ApolloLink } from '@apollo/client';

/** Where the codegen client-preset embeds a document's hash (`persistedDocuments`). */
interface HashedDocument {
  __meta__?: { hash?: string };
}

/**
 * Sends a build-time document by its hash alone, in the persisted-query shape the gateway
 * reads; in production the gateway accepts nothing else.
 */
export function trustedDocumentLink(): ApolloLink {
  return new ApolloLink((operation, forward) => {
    const hash = (operation.query as HashedDocument).__meta__?.hash;
    if (hash) {
      operation.extensions = {
        ...operation.extensions,
        persistedQuery: { version: 1, sha256Hash: hash },
      };
      operation.setContext(({ http }: { http?: Record<string, unknown> }) => ({
        http: { ...http, includeQuery: false, includeExtensions: true },
      }));
    }
    return forward(operation);
  });
}
