import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { SessionExpiry, SessionInfo } from '../../../domain/session-validity.js';
import { graphql } from '../../gql/index.js';
import { hasErrorCode } from '../../lib/api-error.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';

export const SignedInSession_Session = graphql(`
  query SignedInSession_Session {
    session {
      subject
      authTime
      realm
      maxIdleExpirationTime
    }
  }
`);

const SignedInSession_ExtendSession = graphql(`
  mutation SignedInSession_ExtendSession {
    extendSession {
      maxIdleExpirationTime
    }
  }
`);

function epochMs(instant: string): number | null {
  const ms = Date.parse(instant);
  return Number.isNaN(ms) ? null : ms;
}

export interface SessionFields {
  subject: string;
  authTime: number;
  realm: string;
  maxIdleExpirationTime: string;
}

export function sessionInfo(session: SessionFields, observedAt: number): SessionInfo {
  return {
    subject: session.subject,
    authTime: session.authTime,
    realm: session.realm,
    maxIdleExpirationTime: epochMs(session.maxIdleExpirationTime),
    observedAt,
  };
}

/** The answer of a check that found no session: the subject is gone. */
function endedSession(observedAt: number): SessionInfo {
  return {
    subject: null,
    authTime: null,
    realm: null,
    maxIdleExpirationTime: null,
    observedAt,
  };
}

/** The session check and the idle-clock reset, over GraphQL. */
export function sessionActors(client: ApolloClient) {
  return {
    checkSession: fromPromise<SessionInfo, { realm: string }>(async () => {
      try {
        const { data } = await client.query({
          query: SignedInSession_Session,
          fetchPolicy: 'network-only',
          context: CALLER_HANDLES_UNAUTHENTICATED,
        });
        if (!data) throw new Error('No session');
        return sessionInfo(data.session, Date.now());
      } catch (error) {
        if (hasErrorCode(error, 'UNAUTHENTICATED')) return endedSession(Date.now());
        throw error;
      }
    }),
    refreshSession: fromPromise<SessionExpiry>(async () => {
      const { data } = await client.mutate({
        mutation: SignedInSession_ExtendSession,
        context: CALLER_HANDLES_UNAUTHENTICATED,
      });
      if (!data) throw new Error('No session');
      return {
        maxIdleExpirationTime: epochMs(data.extendSession.maxIdleExpirationTime),
        observedAt: Date.now(),
      };
    }),
  };
}
