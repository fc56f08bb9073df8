import { assign, emit, fromPromise, setup } from 'xstate';
import { SESSION_ACTIVITY_DEBOUNCE_MS, SESSION_CHECK_COOLDOWN_MS } from '../domain/constants.js';
import { SESSION_CHECK_INTERVAL_MS } from '../domain/machine-constants.js';
import { effectNotProvided } from '../domain/not-provided.js';
import {
  hasAuthTimeChanged,
  hasRealmChanged,
  hasSubjectChanged,
  isSubjectInvalid,
  type SessionExpiry,
  type SessionIdentity,
  type SessionInfo,
  type SessionSignOutReason,
} from '../domain/session-validity.js';

/** The session as read when the signed-in shell started; the machine does not ask for it again. */
export type SessionInput = SessionIdentity & SessionExpiry;

export interface SessionContext {
  identity: SessionIdentity;
  lastChecked: SessionInfo | null;
  signOutReason: SessionSignOutReason | null;
}

/** `session.touch` is a click, keypress or focusin anywhere in the app. */
export type SessionEvent = { type: 'session.touch' };

export type SessionEmitted = { type: 'session.checked'; session: SessionInfo };

export const sessionMachine = setup({
  types: {
    input: {} as SessionInput,
    context: {} as SessionContext,
    events: {} as SessionEvent,
    emitted: {} as SessionEmitted,
  },
  actors: {
    checkSession: fromPromise<SessionInfo, { realm: string }>(() =>
      effectNotProvided('checkSession'),
    ),
  },
  actions: {
    recordCheck: assign({ lastChecked: (_, session: SessionInfo) => session }),
    announceCheck: emit((_, session: SessionInfo) => ({
      type: 'session.checked' as const,
      session,
    })),
    recordSignOutReason: assign({
      signOutReason: (_, reason: SessionSignOutReason) => reason,
    }),
    requestSignOut: (_, _params: { reason: SessionSignOutReason | null }) =>
      effectNotProvided('requestSignOut'),
  },
  guards: {
    subjectInvalid: (_, session: SessionInfo) => isSubjectInvalid(session),
    subjectChanged: ({ context }, session: SessionInfo) =>
      hasSubjectChanged(context.identity, session),
    authTimeChanged: ({ context }, session: SessionInfo) =>
      hasAuthTimeChanged(context.identity, session),
    realmChanged: ({ context }, session: SessionInfo) => hasRealmChanged(context.identity, session),
  },
  delays: {
    sessionCheckCooldown: SESSION_CHECK_COOLDOWN_MS,
    sessionCheckInterval: SESSION_CHECK_INTERVAL_MS,
    sessionActivityDebounce: SESSION_ACTIVITY_DEBOUNCE_MS,
  },
}).createMachine({
  id: 'session',
  context: ({ input: { subject, authTime, realm, maxIdleExpirationTime, observedAt } }) => ({
    identity: { subject, authTime, realm },
    lastChecked: { subject, authTime, realm, maxIdleExpirationTime, observedAt },
    signOutReason: null,
  }),
  initial: 'coolingDown',
  states: {
    checking: {
      invoke: {
        id: 'checkSession',
        src: 'checkSession',
        input: ({ context }) => ({ realm: context.identity.realm }),
        onDone: [
          {
            guard: { type: 'subjectInvalid', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: { type: 'recordSignOutReason', params: 'subjectInvalid' },
          },
          {
            guard: { type: 'subjectChanged', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: { type: 'recordSignOutReason', params: 'subjectChanged' },
          },
          {
            guard: { type: 'authTimeChanged', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: { type: 'recordSignOutReason', params: 'authTimeChanged' },
          },
          {
            guard: { type: 'realmChanged', params: ({ event }) => event.output },
            target: 'signedOut',
            actions: { type: 'recordSignOutReason', params: 'realmChanged' },
          },
          {
            target: 'coolingDown',
            actions: [
              { type: 'recordCheck', params: ({ event }) => event.output },
              { type: 'announceCheck', params: ({ event }) => event.output },
            ],
          },
        ],
        onError: 'coolingDown',
      },
    },
    coolingDown: {
      after: { sessionCheckCooldown: 'watching' },
    },
    watching: {
      after: { sessionCheckInterval: 'checking' },
      on: { 'session.touch': 'debouncing' },
    },
    debouncing: {
      after: { sessionActivityDebounce: 'checking' },
      on: { 'session.touch': { target: 'debouncing', reenter: true } },
    },
    signedOut: {
      type: 'final',
      entry: {
        type: 'requestSignOut',
        params: ({ context }) => ({ reason: context.signOutReason }),
      },
    },
  },
});
