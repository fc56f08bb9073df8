import { useCallback, useEffect, useRef, useState } from 'react';
import type { ActorRefFrom } from 'xstate';
import type {
  PendingDecision,
  certificationMachine,
} from '../../../machines/certificationMachine.js';

export interface DecisionQueue {
  /** Decides these items one after the other. */
  start: (decisions: readonly PendingDecision[]) => void;
  /** Decisions sent so far and in all, while a queue runs; null otherwise. */
  progress: { done: number; count: number } | null;
}

/**
 * The machine decides one item at a time: the queue sends the next decision each time it is back
 * to reviewing, and stops at the first that fails.
 */
export function useDecisionQueue(
  certification: ActorRefFrom<typeof certificationMachine>,
): DecisionQueue {
  const [progress, setProgress] = useState<DecisionQueue['progress']>(null);
  const queue = useRef({ pending: [] as PendingDecision[], done: 0, count: 0, inFlight: false });

  const sendNext = useCallback(() => {
    const current = queue.current;
    for (let next = current.pending.shift(); next; next = current.pending.shift()) {
      const event = { type: 'certification.decide', ...next } as const;
      if (certification.getSnapshot().can(event)) {
        current.inFlight = true;
        setProgress({ done: current.done, count: current.count });
        certification.send(event);
        return;
      }
      current.done += 1;
    }
    setProgress(null);
  }, [certification]);

  useEffect(() => {
    const subscription = certification.subscribe((snapshot) => {
      const current = queue.current;
      if (!current.inFlight || !snapshot.matches('reviewing')) return;
      current.inFlight = false;
      current.done += 1;
      if (snapshot.context.errorKey) current.pending = [];
      sendNext();
    });
    return () => subscription.unsubscribe();
  }, [certification, sendNext]);

  const start = useCallback(
    (decisions: readonly PendingDecision[]) => {
      if (queue.current.inFlight) return;
      queue.current = {
        pending: [...decisions],
        done: 0,
        count: decisions.length,
        inFlight: false,
      };
      sendNext();
    },
    [sendNext],
  );
  return { start, progress };
}
