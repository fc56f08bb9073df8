import type { ApolloClient } from '@apollo/client';
import { fromPromise } from 'xstate';
import type { AuthenticateInput, JourneyResult } from '../../../machines/journeyMachine.js';
import { getFragmentData, graphql } from '../../gql/index.js';
import { RateLimitedError } from '../../../domain/rate-limit.js';
import { JOURNEY_TIMED_OUT } from '../../../domain/api-error-codes.js';
import {
  JOURNEY_EXPIRED,
  JOURNEY_LINK_INVALID,
  JourneyRefusedError,
} from '../../../domain/journey-refusal.js';
import { errorReason, hasErrorCode, retryAfterSeconds } from '../../lib/api-error.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import { JourneyCallback_CallbackFragment } from './callbacks/journey-callback-fragment.js';

const LoginPage_Authenticate = graphql(`
  mutation LoginPage_Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      __typename
      ... on JourneyStep {
        stage
        header
        description
        callbacks {
          ...JourneyCallback_CallbackFragment
        }
      }
      ... on JourneySuccess {
        realm
        redirectUrl
        gotoRejected
      }
    }
  }
`);

/**
 * One journey step: the answers go to the gateway, which relays them to access management.
 * `onGotoRejected` hears of a success whose goto the platform refused.
 */
export function authenticateActor(client: ApolloClient, onGotoRejected: () => void = () => {}) {
  return fromPromise<JourneyResult, AuthenticateInput>(async ({ input }) => {
    const { data } = await client
      .mutate({
        mutation: LoginPage_Authenticate,
        variables: {
          input: {
            realm: input.realm,
            tree: input.tree,
            goto: input.goto,
            suspendedId: input.suspendedId ?? null,
            callbacks: input.answers,
            providerResponse: input.providerResponse ?? null,
          },
        },
        context: CALLER_HANDLES_UNAUTHENTICATED,
        fetchPolicy: 'no-cache',
      })
      .catch((error: unknown) => {
        if (input.suspendedId && hasErrorCode(error, 'NOT_FOUND')) {
          throw new JourneyRefusedError(JOURNEY_LINK_INVALID);
        }
        if (errorReason(error) === JOURNEY_TIMED_OUT)
          throw new JourneyRefusedError(JOURNEY_EXPIRED);
        const seconds = retryAfterSeconds(error);
        throw seconds === undefined ? error : new RateLimitedError(seconds);
      });
    const result = data?.authenticate;
    if (!result) throw new Error('No journey result');
    if (result.__typename === 'JourneySuccess') {
      if (result.gotoRejected) onGotoRejected();
      return { kind: 'success', redirectUrl: result.redirectUrl };
    }
    return {
      kind: 'step',
      step: {
        stage: result.stage ?? null,
        header: result.header ?? null,
        description: result.description ?? null,
        callbacks: getFragmentData(JourneyCallback_CallbackFragment, result.callbacks).map(
          ({ type, output, input: fields }) => ({ type, output, input: fields }),
        ),
      },
    };
  });
}
