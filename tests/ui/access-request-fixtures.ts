import type { MockLink } from '@apollo/client/testing';
import { useEffect, useState, type ReactNode } from 'react';
import type { CartUser } from '../../src/domain/request-cart.js';
import { useRequestCart } from '../../src/ui/app/request-cart/request-cart-context.js';
import { UserSearchField_UsersDocument } from '../../src/ui/gql/graphql.js';

export const person = (id: string, displayName: string, userName = id) => ({
  __typename: 'GovernanceUser' as const,
  id,
  userName,
  displayName,
  mail: `${userName}@example.com`,
});

export const ANN = person('u-1', 'Ann Smith', 'ann');
export const BOB = person('u-2', 'Bob Jones', 'bob');
export const CARA = person('u-3', 'Cara Diaz', 'cara');

export const catalogItem = (
  id: string,
  name: string,
  type: 'application' | 'entitlement' | 'role' = 'application',
  application: { id: string; name: string } | null = null,
) => ({
  __typename: 'CatalogItem' as const,
  id,
  type,
  name,
  description: `${name} for daily work`,
  application: application
    ? { __typename: 'CatalogApplicationRef' as const, ...application }
    : null,
});

export interface RequestShape {
  id?: string;
  rev?: string;
  status?: string;
  decision?: string;
  actions?: Partial<Record<'approve' | 'reject' | 'forward' | 'comment' | 'cancel', boolean>>;
  history?: unknown[];
  approver?: ReturnType<typeof person> | null;
}

/** A request as the detail view reads it. */
export const accessRequest = ({
  id = 'r-1',
  rev = '1',
  status = 'in-progress',
  decision = 'pending',
  actions = {},
  history,
  approver = BOB,
}: RequestShape = {}) => ({
  __typename: 'AccessRequest' as const,
  id,
  rev,
  requestType: 'grant',
  priority: 'high',
  justification: 'Needed for the quarterly close.',
  expiryDate: '2027-03-31',
  requestDate: '2026-11-20T09:30:00.000Z',
  status,
  decision,
  workflowId: 'wf-1',
  item: catalogItem('app-1', 'Payroll'),
  requester: {
    __typename: 'GovernanceUser' as const,
    id: ANN.id,
    userName: ANN.userName,
    displayName: ANN.displayName,
  },
  requestedFor: {
    __typename: 'GovernanceUser' as const,
    id: CARA.id,
    userName: CARA.userName,
    displayName: CARA.displayName,
  },
  approver: approver
    ? {
        __typename: 'GovernanceUser' as const,
        id: approver.id,
        userName: approver.userName,
        displayName: approver.displayName,
      }
    : null,
  history: history ?? [
    {
      __typename: 'RequestHistoryEntry',
      action: 'created',
      comment: '',
      timestamp: '2026-11-20T09:30:00.000Z',
      user: { __typename: 'GovernanceUser', id: ANN.id, displayName: ANN.displayName },
    },
  ],
  actions: {
    __typename: 'RequestActions' as const,
    approve: false,
    reject: false,
    forward: false,
    comment: false,
    cancel: false,
    ...actions,
  },
});

/** A row of a list of requests. */
export const requestRow = (
  id: string,
  itemName: string,
  { status = 'in-progress', priority = 'medium', decision = 'pending' } = {},
) => ({
  __typename: 'AccessRequest' as const,
  id,
  priority,
  status,
  decision,
  requestDate: '2026-11-20T09:30:00.000Z',
  item: {
    __typename: 'CatalogItem' as const,
    id: `item-${id}`,
    type: 'application',
    name: itemName,
  },
  requester: { __typename: 'GovernanceUser' as const, id: ANN.id, displayName: ANN.displayName },
  requestedFor: {
    __typename: 'GovernanceUser' as const,
    id: CARA.id,
    displayName: CARA.displayName,
  },
});

export function usersFound(search: string, users: unknown[]): MockLink.MockedResponse {
  return {
    request: { query: UserSearchField_UsersDocument, variables: { search } },
    result: { data: { governanceUsers: users } },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

export const gatewayError = (code: string) => ({
  errors: [{ message: code, extensions: { code } }],
});

/** Puts users in the request cart, as the My Requests dialog does before it navigates. */
export function SeededCart({ users, children }: { users: CartUser[]; children: ReactNode }) {
  const cart = useRequestCart();
  const [seeded, setSeeded] = useState(false);
  useEffect(() => {
    cart.setUsers(users);
    setSeeded(true);
    // Seeds once, as the page would find the cart.
  }, []);
  return seeded ? children : null;
}
