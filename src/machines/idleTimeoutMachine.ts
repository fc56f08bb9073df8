import { assign, fromPromise, setup } from 'xstate';
import { SESSION_LOGOUT_AFTER_WARNING_MS } from '../domain/constants.js';
import { idleWarningDelayMs, isSchedulableDelay } from '../domain/idle-timer.js';
import { effectNotProvided } from '../domain/not-provided.js';
import type { SessionExpiry } from '../domain/session-validity.js';

export type IdleTimeoutInput = undefined;

export interface IdleTimeoutContext {
  expiry: SessionExpiry | null;
}

export type IdleTimeoutEvent =
  | ({ type: 'session.update' } & SessionExpiry)
  | { type: 'session.extend' }
  | { type: 'session.end' };

export const idleTimeoutMachine = setup({
  types: {
    input: undefined satisfies IdleTimeoutInput,
    context: {} as IdleTimeoutContext,
    events: {} as IdleTimeoutEvent,
  },
  actors: {
    refreshSession: fromPromise<SessionExpiry>(() => effectNotProvided('refreshSession')),
  },
  actions: {
    storeExpiry: assign({ expiry: (_, expiry: SessionExpiry) => expiry }),
    requestSignOut: () => effectNotProvided('requestSignOut'),
  },
  guards: {
    warningTimerInRange: ({ context }) =>
      context.expiry !== null && isSchedulableDelay(idleWarningDelayMs(context.expiry)),
  },
  delays: {
    idleWarning: ({ context }) => (context.expiry ? idleWarningDelayMs(context.expiry) : 0),
    idleLogout: SESSION_LOGOUT_AFTER_WARNING_MS,
  },
}).createMachine({
  id: 'idleTimeout',
  context: { expiry: null },
  initial: 'awaitingSession',
  states: {
    awaitingSession: {
      on: {
        'session.update': {
          target: 'idle',
          actions: {
            type: 'storeExpiry',
            params: ({ event: { type: _type, ...expiry } }) => expiry,
          },
        },
      },
    },
    idle: {
      initial: 'scheduling',
      on: {
        'session.update': {
          target: '.scheduling',
          actions: {
            type: 'storeExpiry',
            params: ({ event: { type: _type, ...expiry } }) => expiry,
          },
        },
      },
      states: {
        scheduling: {
          always: [{ guard: 'warningTimerInRange', target: 'timed' }, { target: 'untimed' }],
        },
        timed: {
          after: { idleWarning: '#idleTimeout.warning' },
        },
        untimed: {},
      },
    },
    warning: {
      after: { idleLogout: 'signedOut' },
      on: {
        'session.extend': 'extending',
        'session.end': 'signedOut',
      },
    },
    extending: {
      invoke: {
        id: 'refreshSession',
        src: 'refreshSession',
        onDone: {
          target: 'idle',
          actions: { type: 'storeExpiry', params: ({ event }) => event.output },
        },
        onError: 'signedOut',
      },
    },
    signedOut: {
      type: 'final',
      entry: 'requestSignOut',
    },
  },
});
