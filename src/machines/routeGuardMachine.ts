import { assign, fromPromise, setup } from 'xstate';
import {
  MY_REQUESTS_PATH,
  NEW_REQUEST_PATH,
  OAUTH_RETURN_PATH,
  DASHBOARD_PATH,
} from '../domain/app-paths.js';
import { effectNotProvided } from '../domain/not-provided.js';
import { hasOAuthReturnQuery, isAdminAccount } from '../domain/route-rules.js';

export interface SignedInUser {
  userId: string;
}

/** A navigation: where to, and what the route table says about it. */
export interface RouteRequest {
  path: string;
  query: Readonly<Record<string, string>>;
  requiresAuth: boolean;
  featureFlag: string | null;
  /** Users in the request cart, for the new-request page. */
  requestCartUsers: number;
}

export interface RouteGuardInput {
  hostedPages: boolean;
  enabledFeatures: readonly string[];
  user: SignedInUser | null;
}

export interface RouteGuardContext {
  hostedPages: boolean;
  enabledFeatures: readonly string[];
  user: SignedInUser | null;
  route: RouteRequest | null;
  redirectTo: string | null;
}

export type RouteGuardEvent =
  | ({ type: 'route.enter' } & RouteRequest)
  /** A call made for the route was answered 403 or 401. */
  | { type: 'route.reject'; status: 403 | 401 };

export const routeGuardMachine = setup({
  types: {
    input: {} as RouteGuardInput,
    context: {} as RouteGuardContext,
    events: {} as RouteGuardEvent,
  },
  actors: {
    loginAndLoadUser: fromPromise<SignedInUser>(() => effectNotProvided('loginAndLoadUser')),
  },
  actions: {
    storeRoute: assign({ route: (_, route: RouteRequest) => route, redirectTo: null }),
    storeUser: assign({ user: (_, user: SignedInUser) => user }),
    forgetUser: assign({ user: null }),
    redirectTo: assign({ redirectTo: (_, path: string) => path }),
    navigate: (_, _params: { to: string }) => effectNotProvided('navigate'),
    goToLogin: () => effectNotProvided('goToLogin'),
    redirectAdminAway: () => effectNotProvided('redirectAdminAway'),
  },
  guards: {
    hostedPagesDisabled: ({ context }) => !context.hostedPages,
    forbidden: (_, status: 403 | 401) => status === 403,
    featureDisabled: ({ context }) => {
      const flag = context.route?.featureFlag;
      return Boolean(flag) && !context.enabledFeatures.includes(flag ?? '');
    },
    userNeeded: ({ context }) => Boolean(context.route?.requiresAuth) && context.user === null,
    adminAccount: ({ context }) =>
      Boolean(context.route?.requiresAuth) &&
      context.user !== null &&
      isAdminAccount(context.user.userId),
    dashboardOAuthReturn: ({ context }) =>
      context.route?.path === DASHBOARD_PATH && hasOAuthReturnQuery(context.route.query),
    emptyRequestCart: ({ context }) =>
      context.route?.path === NEW_REQUEST_PATH && context.route.requestCartUsers === 0,
  },
}).createMachine({
  id: 'routeGuard',
  context: ({ input }) => ({ ...input, route: null, redirectTo: null }),
  initial: 'idle',
  on: {
    'route.enter': {
      target: '.evaluating',
      reenter: true,
      actions: {
        type: 'storeRoute',
        params: ({ event: { type: _type, ...route } }) => route,
      },
    },
    'route.reject': [
      { guard: { type: 'forbidden', params: ({ event }) => event.status }, target: '.forbidden' },
      { target: '.login', actions: 'forgetUser' },
    ],
  },
  states: {
    idle: {},
    evaluating: {
      always: [
        { guard: 'hostedPagesDisabled', target: 'forbidden' },
        { guard: 'featureDisabled', target: 'notFound' },
        { guard: 'userNeeded', target: 'authenticating' },
        { target: 'checkingAccount' },
      ],
    },
    authenticating: {
      invoke: {
        id: 'loginAndLoadUser',
        src: 'loginAndLoadUser',
        onDone: {
          target: 'checkingAccount',
          actions: { type: 'storeUser', params: ({ event }) => event.output },
        },
        onError: 'login',
      },
    },
    checkingAccount: {
      always: [
        { guard: 'adminAccount', target: 'adminRedirected' },
        {
          guard: 'dashboardOAuthReturn',
          target: 'redirected',
          actions: {
            type: 'redirectTo',
            // The provider's answer goes on with the return.
            params: ({ context }) =>
              `${OAUTH_RETURN_PATH}?${new URLSearchParams(context.route?.query)}`,
          },
        },
        {
          guard: 'emptyRequestCart',
          target: 'redirected',
          actions: { type: 'redirectTo', params: MY_REQUESTS_PATH },
        },
        { target: 'allowed' },
      ],
    },
    allowed: {},
    redirected: {
      entry: { type: 'navigate', params: ({ context }) => ({ to: context.redirectTo ?? '/' }) },
    },
    adminRedirected: {
      entry: 'redirectAdminAway',
    },
    forbidden: {},
    notFound: {},
    login: {
      entry: 'goToLogin',
    },
  },
});
