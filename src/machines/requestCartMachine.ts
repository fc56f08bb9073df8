import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { MAX_USERS_PER_REQUEST } from '../domain/constants.js';
import { effectNotProvided } from '../domain/not-provided.js';
import {
  submitConflictOf,
  type AccessRequestDraft,
  type CartUser,
  type CatalogItem,
  type CatalogItemConflict,
  type RequestPriority,
} from '../domain/request-cart.js';

export type RequestCartInput = undefined;

export type RequestCartErrorKey =
  | 'requestCart.errors.tooManyUsers'
  | 'requestCart.errors.duplicateRequest'
  | 'requestCart.errors.existingAccess'
  | 'requestCart.errors.validateFailed'
  | 'requestCart.errors.submitFailed';

export interface RequestCartContext extends AccessRequestDraft {
  users: CartUser[];
  items: CatalogItem[];
  checkingItem: CatalogItem | null;
  checkingUser: CartUser | null;
  errorKey: RequestCartErrorKey | null;
  requestIds: string[];
}

export type RequestCartEvent =
  | { type: 'cart.addUser'; user: CartUser }
  | { type: 'cart.removeUser'; userId: string }
  | { type: 'cart.addItem'; item: CatalogItem }
  | { type: 'cart.removeItem'; itemId: string }
  | { type: 'cart.setJustification'; justification: string }
  | { type: 'cart.setExpiryDate'; expiryDate: string | null }
  | { type: 'cart.setPriority'; priority: RequestPriority }
  | { type: 'cart.submit' };

export interface ItemConflictCheck {
  item: CatalogItem;
  userIds: string[];
}

export interface UserConflictCheck {
  userId: string;
  items: CatalogItem[];
}

export interface SubmittedRequest {
  requestIds: string[];
}

export const requestCartMachine = setup({
  types: {
    input: undefined satisfies RequestCartInput,
    context: {} as RequestCartContext,
    events: {} as RequestCartEvent,
  },
  actors: {
    checkItemConflicts: fromPromise<CatalogItemConflict, ItemConflictCheck>(() =>
      effectNotProvided('checkItemConflicts'),
    ),
    checkUserConflicts: fromPromise<CatalogItemConflict, UserConflictCheck>(() =>
      effectNotProvided('checkUserConflicts'),
    ),
    submitRequest: fromPromise<SubmittedRequest, AccessRequestDraft>(() =>
      effectNotProvided('submitRequest'),
    ),
  },
  actions: {
    addUser: assign({
      users: ({ context }, user: CartUser) => [...context.users, user],
      errorKey: null,
    }),
    holdUser: assign({ checkingUser: (_, user: CartUser) => user, errorKey: null }),
    addHeldUser: assign({
      users: ({ context }) =>
        context.checkingUser ? [...context.users, context.checkingUser] : context.users,
      checkingUser: null,
    }),
    removeUser: assign({
      users: ({ context }, userId: string) => context.users.filter((user) => user.id !== userId),
      errorKey: null,
    }),
    holdItem: assign({ checkingItem: (_, item: CatalogItem) => item, errorKey: null }),
    addHeldItem: assign({
      items: ({ context }) =>
        context.checkingItem ? [...context.items, context.checkingItem] : context.items,
      checkingItem: null,
    }),
    refuse: assign({
      errorKey: (_, errorKey: RequestCartErrorKey) => errorKey,
      checkingItem: null,
      checkingUser: null,
    }),
    removeItem: assign({
      items: ({ context }, itemId: string) => context.items.filter((item) => item.id !== itemId),
      errorKey: null,
    }),
    setJustification: assign({ justification: (_, justification: string) => justification }),
    setExpiryDate: assign({ expiryDate: (_, expiryDate: string | null) => expiryDate }),
    setPriority: assign({ priority: (_, priority: RequestPriority) => priority }),
    clearError: assign({ errorKey: null }),
    storeRequestIds: assign({
      requestIds: (_, submitted: SubmittedRequest) => submitted.requestIds,
    }),
  },
  guards: {
    userLimitReached: ({ context }, user: CartUser) =>
      context.users.length >= MAX_USERS_PER_REQUEST &&
      !context.users.some((entry) => entry.id === user.id),
    userNotInCart: ({ context }, user: CartUser) =>
      !context.users.some((entry) => entry.id === user.id),
    userJoinsItems: ({ context }, user: CartUser) =>
      context.items.length > 0 && !context.users.some((entry) => entry.id === user.id),
    userInCart: ({ context }, userId: string) => context.users.some((user) => user.id === userId),
    itemCanBeChecked: ({ context }, item: CatalogItem) =>
      context.users.length > 0 && !context.items.some((entry) => entry.id === item.id),
    itemInCart: ({ context }, itemId: string) => context.items.some((item) => item.id === itemId),
    pendingRequestExists: (_, conflict: CatalogItemConflict) => conflict === 'pendingRequest',
    accessAlreadyGranted: (_, conflict: CatalogItemConflict) => conflict === 'existingAccess',
    submitFoundPendingRequest: (_, error: unknown) => submitConflictOf(error) === 'pendingRequest',
    submitFoundExistingAccess: (_, error: unknown) => submitConflictOf(error) === 'existingAccess',
    readyToSubmit: ({ context }) => context.users.length > 0 && context.items.length > 0,
  },
}).createMachine({
  id: 'requestCart',
  context: {
    users: [],
    items: [],
    justification: '',
    expiryDate: null,
    priority: 'low',
    checkingItem: null,
    checkingUser: null,
    errorKey: null,
    requestIds: [],
  },
  initial: 'editing',
  states: {
    editing: {
      on: {
        'cart.addUser': [
          {
            guard: { type: 'userLimitReached', params: ({ event }) => event.user },
            actions: { type: 'refuse', params: 'requestCart.errors.tooManyUsers' },
          },
          {
            guard: { type: 'userJoinsItems', params: ({ event }) => event.user },
            target: 'checkingUser',
            actions: { type: 'holdUser', params: ({ event }) => event.user },
          },
          {
            guard: { type: 'userNotInCart', params: ({ event }) => event.user },
            actions: { type: 'addUser', params: ({ event }) => event.user },
          },
        ],
        'cart.removeUser': {
          guard: { type: 'userInCart', params: ({ event }) => event.userId },
          actions: { type: 'removeUser', params: ({ event }) => event.userId },
        },
        'cart.addItem': {
          guard: { type: 'itemCanBeChecked', params: ({ event }) => event.item },
          target: 'checkingItem',
          actions: { type: 'holdItem', params: ({ event }) => event.item },
        },
        'cart.removeItem': {
          guard: { type: 'itemInCart', params: ({ event }) => event.itemId },
          actions: { type: 'removeItem', params: ({ event }) => event.itemId },
        },
        'cart.setJustification': {
          actions: { type: 'setJustification', params: ({ event }) => event.justification },
        },
        'cart.setExpiryDate': {
          actions: { type: 'setExpiryDate', params: ({ event }) => event.expiryDate },
        },
        'cart.setPriority': {
          actions: { type: 'setPriority', params: ({ event }) => event.priority },
        },
        'cart.submit': { guard: 'readyToSubmit', target: 'submitting', actions: 'clearError' },
      },
    },
    checkingItem: {
      invoke: {
        id: 'checkItemConflicts',
        src: 'checkItemConflicts',
        input: ({ context }) => ({
          item: context.checkingItem ?? { id: '', type: 'application', name: '' },
          userIds: context.users.map((user) => user.id),
        }),
        onDone: [
          {
            guard: { type: 'pendingRequestExists', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.duplicateRequest' },
          },
          {
            guard: { type: 'accessAlreadyGranted', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.existingAccess' },
          },
          { target: 'editing', actions: 'addHeldItem' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'refuse', params: 'requestCart.errors.validateFailed' },
        },
      },
    },
    checkingUser: {
      invoke: {
        id: 'checkUserConflicts',
        src: 'checkUserConflicts',
        input: ({ context }) => ({
          userId: context.checkingUser?.id ?? '',
          items: context.items,
        }),
        onDone: [
          {
            guard: { type: 'pendingRequestExists', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.duplicateRequest' },
          },
          {
            guard: { type: 'accessAlreadyGranted', params: ({ event }) => event.output },
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.existingAccess' },
          },
          { target: 'editing', actions: 'addHeldUser' },
        ],
        onError: {
          target: 'editing',
          actions: { type: 'refuse', params: 'requestCart.errors.validateFailed' },
        },
      },
    },
    submitting: {
      invoke: {
        id: 'submitRequest',
        src: 'submitRequest',
        input: ({ context }) => ({
          users: context.users,
          items: context.items,
          justification: context.justification,
          expiryDate: context.expiryDate,
          priority: context.priority,
        }),
        onDone: {
          target: 'submitted',
          actions: { type: 'storeRequestIds', params: ({ event }) => event.output },
        },
        onError: [
          {
            guard: {
              type: 'submitFoundPendingRequest',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.duplicateRequest' },
          },
          {
            guard: {
              type: 'submitFoundExistingAccess',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.existingAccess' },
          },
          {
            target: 'editing',
            actions: { type: 'refuse', params: 'requestCart.errors.submitFailed' },
          },
        ],
      },
    },
    submitted: {
      type: 'final',
    },
  },
});
