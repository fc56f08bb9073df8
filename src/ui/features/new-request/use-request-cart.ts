import { useApolloClient } from '@apollo/client/react';
import { useActorRef } from '@xstate/react';
import { fromPromise, type ActorRefFrom } from 'xstate';
import type { AccessRequestDraft, CatalogItemConflict } from '../../../domain/request-cart.js';
import {
  requestCartMachine,
  type ItemConflictCheck,
  type SubmittedRequest,
} from '../../../machines/requestCartMachine.js';
import { useMachineStateAttribute } from '../../app/session/machine-state-attribute.js';
import { graphql } from '../../gql/index.js';

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

/**
 * The request cart, asking the gateway whether an item may be requested and submitting it; its
 * state shows on `<html data-request-cart-state>`.
 */
export function useRequestCartActor(): RequestCartActor {
  const client = useApolloClient();
  const cart = useActorRef(
    requestCartMachine.provide({
      actors: {
        checkItemConflicts: fromPromise<CatalogItemConflict, ItemConflictCheck>(
          async ({ input }) => {
            const { data, error } = await client.query({
              query: NewRequestPage_Conflict,
              variables: { input: { itemId: input.item.id, userIds: input.userIds } },
              fetchPolicy: 'no-cache',
            });
            if (!data) throw new Error('No answer', { cause: error });
            return data.catalogItemConflict;
          },
        ),
        submitRequest: fromPromise<SubmittedRequest, AccessRequestDraft>(async ({ input }) => {
          const { data } = await client.mutate({
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
