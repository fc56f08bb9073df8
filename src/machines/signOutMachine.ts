import { assign, fromPromise, setup } from 'xstate';
import { effectNotProvided } from '../domain/not-provided.js';
import { usablePostLogoutUrl } from '../domain/post-logout-url.js';

export type SignOutInput = undefined;

export interface SignOutContext {
  postLogoutUrl: string | null;
}

export type SignOutEvent = { type: 'signOut.start' };

export interface EndSessionOutput {
  /** Where the browser goes next; null or blank means reload. */
  postLogoutUrl: string | null;
}

export const signOutMachine = setup({
  types: {
    input: undefined satisfies SignOutInput,
    context: {} as SignOutContext,
    events: {} as SignOutEvent,
  },
  actors: {
    endSession: fromPromise<EndSessionOutput>(() => effectNotProvided('endSession')),
  },
  actions: {
    restoreLoginRealm: () => effectNotProvided('restoreLoginRealm'),
    clearHash: () => effectNotProvided('clearHash'),
    recordPostLogoutUrl: assign({
      postLogoutUrl: (_, output: EndSessionOutput) => usablePostLogoutUrl(output.postLogoutUrl),
    }),
    navigateToUrl: (_, _params: { url: string }) => effectNotProvided('navigateToUrl'),
    reload: () => effectNotProvided('reload'),
  },
  guards: {
    hasUsablePostLogoutUrl: (_, output: EndSessionOutput) =>
      usablePostLogoutUrl(output.postLogoutUrl) !== null,
  },
}).createMachine({
  id: 'signOut',
  context: { postLogoutUrl: null },
  initial: 'ready',
  states: {
    ready: {
      on: {
        'signOut.start': {
          target: 'endingSession',
          actions: ['restoreLoginRealm', 'clearHash'],
        },
      },
    },
    endingSession: {
      invoke: {
        id: 'endSession',
        src: 'endSession',
        onDone: [
          {
            guard: { type: 'hasUsablePostLogoutUrl', params: ({ event }) => event.output },
            target: 'redirecting',
            actions: { type: 'recordPostLogoutUrl', params: ({ event }) => event.output },
          },
          { target: 'reloading' },
        ],
        onError: 'reloading',
      },
    },
    redirecting: {
      type: 'final',
      entry: {
        type: 'navigateToUrl',
        params: ({ context }) => ({ url: context.postLogoutUrl ?? '/' }),
      },
    },
    reloading: {
      type: 'final',
      entry: 'reload',
    },
  },
});
