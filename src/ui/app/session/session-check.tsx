import { useActorRef } from '@xstate/react';
import { useEffect } from 'react';
import { sessionMachine, type SessionInput } from '../../../machines/sessionMachine.js';
import type { IdleTimeoutActor } from './idle-warning.js';
import { useMachineStateAttribute } from './machine-state-attribute.js';
import type { sessionActors } from './session-effects.js';

/** The user actions that count as activity and trigger a session check. */
const ACTIVITY_EVENTS = ['click', 'keypress', 'focusin'] as const;

export interface SessionCheckProps {
  /** The session as the shell read it when it started. */
  started: SessionInput;
  checkSession: ReturnType<typeof sessionActors>['checkSession'];
  idle: IdleTimeoutActor;
  onEnded: () => void;
}

/** Checks the session periodically and on activity, and tells the idle timer what it found. */
export function SessionCheck({ started, checkSession, idle, onEnded }: SessionCheckProps) {
  const session = useActorRef(
    sessionMachine.provide({
      actors: { checkSession },
      actions: { requestSignOut: () => onEnded() },
    }),
    { input: started },
  );
  useMachineStateAttribute(session, 'sessionState');

  useEffect(() => {
    const subscription = session.on('session.checked', ({ session: checked }) =>
      idle.send({
        type: 'session.update',
        maxIdleExpirationTime: checked.maxIdleExpirationTime,
        observedAt: checked.observedAt,
      }),
    );
    return () => subscription.unsubscribe();
  }, [session, idle]);

  useEffect(() => {
    const touch = () => session.send({ type: 'session.touch' });
    for (const type of ACTIVITY_EVENTS) document.addEventListener(type, touch, true);
    return () => {
      for (const type of ACTIVITY_EVENTS) document.removeEventListener(type, touch, true);
    };
  }, [session]);

  return null;
}
