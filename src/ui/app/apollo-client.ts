import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { ErrorLink } from '@apollo/client/link/error';
import { GRAPHQL_PATH, LOGIN_PATH } from '../../domain/app-paths.js';
import {
  CONFIGURATION_REFUSED,
  REAUTH_REQUIRED,
  REAUTH_WITH_DEVICE_REQUIRED,
  errorCode,
  errorReason,
} from '../lib/api-error.js';
import '../lib/request-context.js';
import { trustedDocumentLink } from './trusted-document-link.js';

const CSRF_HEADER = { 'x-requested-with': 'identity-console' } as const;

export interface AuthErrorHandlers {
  onUnauthenticated: () => void;
  onForbidden: () => void;
}

/** FORBIDDEN reasons that are the screen's to show: a sign-in to renew, a configuration read. */
const SCREEN_REFUSALS: ReadonlySet<string | undefined> = new Set([
  REAUTH_REQUIRED,
  REAUTH_WITH_DEVICE_REQUIRED,
  CONFIGURATION_REFUSED,
]);

/**
 * Sends UNAUTHENTICATED to Login and FORBIDDEN to the Forbidden page, for every operation, except a
 * FORBIDDEN on the journeys page (Login), one the screen shows itself, or one of an operation whose
 * caller shows it (`CALLER_HANDLES_FORBIDDEN`).
 */
export function authErrorLink(
  handlers: AuthErrorHandlers,
  currentPath: () => string = () => window.location.pathname,
): ApolloLink {
  return new ErrorLink(({ error, operation }) => {
    const code = errorCode(error);
    if (code === 'UNAUTHENTICATED' && operation.getContext().authRedirect !== false) {
      handlers.onUnauthenticated();
    } else if (
      code === 'FORBIDDEN' &&
      operation.getContext().forbiddenRedirect !== false &&
      !SCREEN_REFUSALS.has(errorReason(error)) &&
      currentPath() !== LOGIN_PATH
    ) {
      handlers.onForbidden();
    }
  });
}

export function createCache(): InMemoryCache {
  return new InMemoryCache({
    possibleTypes: { JourneyResult: ['JourneyStep', 'JourneySuccess'] },
    typePolicies: {
      // The menu badges and the dashboard cards read different counts of the same object.
      GovernanceCounts: { merge: true },
      // A realm's report template is known by its name.
      ReportTemplate: { keyFields: ['name'] },
      // A realm has one set of auto-access settings: a save shows in the risk screens' levels.
      RiskSettings: { keyFields: [] },
    },
  });
}

/** Tells the platform the app's language, so journey texts it sends come translated. */
function languageLink(language: () => string): ApolloLink {
  return new ApolloLink((operation, forward) => {
    operation.setContext(({ headers }: { headers?: Record<string, string> }) => ({
      headers: { ...headers, 'accept-language': language() },
    }));
    return forward(operation);
  });
}

export function createApolloClient(
  handlers: AuthErrorHandlers,
  language: () => string = () => 'en',
): ApolloClient {
  const http = new HttpLink({
    uri: GRAPHQL_PATH,
    credentials: 'same-origin',
    headers: CSRF_HEADER,
  });
  return new ApolloClient({
    link: ApolloLink.from([
      authErrorLink(handlers),
      languageLink(language),
      trustedDocumentLink(),
      http,
    ]),
    cache: createCache(),
  });
}
