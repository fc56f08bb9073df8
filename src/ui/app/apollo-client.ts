import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { errorCode } from '../lib/api-error.js';
import '../lib/request-context.js';

export const GRAPHQL_PATH = '/graphql';
export const CSRF_HEADER = { 'x-requested-with': 'identity-console' } as const;

export interface AuthErrorHandlers {
  onUnauthenticated: () => void;
  onForbidden: () => void;
}

/** Sends UNAUTHENTICATED to Login and FORBIDDEN to the Forbidden page, for every operation. */
export function authErrorLink(handlers: AuthErrorHandlers): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const code = errorCode(error);
    if (code === 'UNAUTHENTICATED' && operation.getContext().authRedirect !== false) {
      handlers.onUnauthenticated();
    } else if (code === 'FORBIDDEN') {
      handlers.onForbidden();
    }
  });
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: { JourneyResult: ['JourneyStep', 'JourneySuccess'] },
  });
}

export function createApolloClient(handlers: AuthErrorHandlers): ApolloClient {
  const http = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'same-origin',
    headers: CSRF_HEADER,
  });
  return new ApolloClient({
    link: ApolloLink.from([authErrorLink(handlers), http]),
    cache: createCache(),
  });
}
