import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import {
  DUPLICATE_REQUEST,
  EXISTING_ACCESS,
} from '../../../domain/governance/request-conflict-reasons.js';
import type { AccessRequestDraft, CatalogItemConflict } from '../../../domain/request-cart.js';
import {
  requestCartMachine,
  type ItemConflictCheck,
  type SubmittedRequest,
  type UserConflictCheck,
} from '../../../machines/requestCartMachine.js';
import { useMachineStateAttribute } from '../../app/session/machine-state-attribute.js';
import { graphql } from '../../gql/index.js';
import { errorReason } from '../../lib/api-error.js';

export type RequestCartActor = ActorRefFrom<typeof requestCartMachine>;

const NewRequestPage_Conflict = graphql(`
  query NewRequestPage_Conflict($input: CatalogItemConflictInput!) {
    catalogItemConflict(input: $input)
  }
`);

const NewRequestPage_Submit = graphql(`
  mutation NewRequestPage_Submit($input: SubmitAccessRequestInput!) {
    submitAccessRequest(input: $input) {
      requestIds
    }
  }
`);

/** A submit refused for a pending request or held access carries the reason as its message. */
function submitRefusal(error: unknown): unknown {
  const reason = errorReason(error);
  return reason === DUPLICATE_REQUEST || reason === EXISTING_ACCESS
    ? new Error(reason, { cause: error })
    : error;
}

/**
 * The request cart, asking the gateway whether an item may be requested and submitting it; its
 * state shows on `<html data-request-cart-state>`.
 */
export function useRequestCartActor(): RequestCartActor {
  const client = useApolloClient();
  const conflictOf = async (itemId: string, userIds: string[]) => {
    const { data, error } = await client.query({
      query: NewRequestPage_Conflict,
      variables: { input: { itemId, userIds } },
      fetchPolicy: 'no-cache',
    });
    if (!data) throw new Error('No answer', { cause: error });
    return data.catalogItemConflict;
  };
  const cart = useActorRef(
    requestCartMachine.provide({
      actors: {
        checkItemConflicts: fromPromise<CatalogItemConflict, ItemConflictCheck>(({ input }) =>
          conflictOf(input.item.id, input.userIds),
        ),
        checkUserConflicts: fromPromise<CatalogItemConflict, UserConflictCheck>(
          async ({ input }) => {
            const conflicts = await Promise.all(
              input.items.map((item) => conflictOf(item.id, [input.userId])),
            );
            return conflicts.find((conflict) => conflict !== 'none') ?? 'none';
          },
        ),
        submitRequest: fromPromise<SubmittedRequest, AccessRequestDraft>(async ({ input }) => {
          const { data } = await client
            .mutate({
              mutation: NewRequestPage_Submit,
              variables: {
                input: {
                  userIds: input.users.map((user) => user.id),
                  itemIds: input.items.map((item) => item.id),
                  justification: input.justification,
                  expiryDate: input.expiryDate,
                  priority: input.priority,
                },
              },
            })
            .catch((error: unknown) => {
              throw submitRefusal(error);
            });
          if (!data) throw new Error('No answer');
          return { requestIds: data.submitAccessRequest.requestIds };
        }),
      },
    }),
  );
  useMachineStateAttribute(cart, 'requestCartState');
  return cart;
}
