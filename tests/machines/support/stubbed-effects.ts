import { vi, type Mock } from 'vitest';
import { fromPromise, type AnyActorLogic, type AnyStateMachine } from 'xstate';
import { effectActionNames, effectActorNames } from '../../../scripts/paths/machine-effects.js';

export interface ActorCall {
  src: string;
  id: string;
  input: unknown;
}

interface Pending extends ActorCall {
  resolve(output: unknown): void;
  reject(error: unknown): void;
}

/**
 * Stubs for every effect of a machine: each actor waits until the test settles it by id,
 * and each effect action is a mock.
 */
export interface StubbedEffects {
  actors: Record<string, AnyActorLogic>;
  actions: Record<string, Mock>;
  calls: ActorCall[];
  /** Order in which effects ran: action names and `invoke:<src>`. */
  log: string[];
  isRunning(id: string): boolean;
  resolve(id: string, output: unknown): void;
  reject(id: string, error: unknown): void;
}

export function stubEffects(machine: AnyStateMachine): StubbedEffects {
  const pending = new Map<string, Pending>();
  const calls: ActorCall[] = [];
  const log: string[] = [];
  const actors = Object.fromEntries(
    effectActorNames(machine).map((src) => [
      src,
      fromPromise<unknown, unknown>(
        ({ input, self }) =>
          new Promise((resolve, reject) => {
            const call = { src, id: self.id, input };
            calls.push(call);
            log.push(`invoke:${src}`);
            pending.set(self.id, { ...call, resolve, reject });
          }),
      ),
    ]),
  );
  const actions = Object.fromEntries(
    effectActionNames(machine).map((name) => [name, vi.fn(() => void log.push(name))]),
  );
  const take = (id: string): Pending => {
    const call = pending.get(id);
    if (!call) throw new Error(`Actor ${id} is not running`);
    pending.delete(id);
    return call;
  };
  return {
    actors,
    actions,
    calls,
    log,
    isRunning: (id) => pending.has(id),
    resolve: (id, output) => take(id).resolve(output),
    reject: (id, error) => take(id).reject(error),
  };
}

/** Lets settled promises deliver their done and error events. */
export async function settle(): Promise<void> {
  for (let i = 0; i < 10; i += 1) await Promise.resolve();
}
