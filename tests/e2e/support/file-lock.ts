import { inject } from 'vitest';
import { startLocalServer, type LocalServer } from './local-server.js';

export type LockMode = 'shared' | 'exclusive';

/**
 * A readers–writer lock over the run, granted first come, first served: a file that must have the
 * machine to itself holds it alone; the others share it and run side by side, each on its
 * worker's stack.
 */
export function fileLock() {
  const holders = new Map<number, LockMode>();
  const queue: { id: number; mode: LockMode; grant: () => void }[] = [];
  let next = 0;
  const grantable = (mode: LockMode) =>
    mode === 'exclusive' ? holders.size === 0 : ![...holders.values()].includes('exclusive');
  const pump = () => {
    while (queue[0] && grantable(queue[0].mode)) {
      const waiter = queue.shift()!;
      holders.set(waiter.id, waiter.mode);
      waiter.grant();
    }
  };
  return {
    acquire(mode: LockMode): Promise<number> {
      const id = (next += 1);
      return new Promise((resolve) => {
        queue.push({ id, mode, grant: () => resolve(id) });
        pump();
      });
    },
    release(id: number): void {
      holders.delete(id);
      pump();
    },
  };
}

/** Serves the run's lock to the test files, from the global setup. */
export function startRunLock(): Promise<LocalServer> {
  const lock = fileLock();
  return startLocalServer(({ method, url, body }, response) => {
    if (method === 'POST' && url === '/lock') {
      const { mode } = JSON.parse(body) as { mode: LockMode };
      void lock.acquire(mode).then((id) => {
        response.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ id }));
      });
    } else if (method === 'POST' && url === '/unlock') {
      lock.release((JSON.parse(body) as { id: number }).id);
      response.writeHead(204).end();
    } else {
      response.writeHead(404).end();
    }
  });
}

/** Takes the run's lock for the calling test file; resolves with its release. */
export async function holdRun(mode: LockMode): Promise<() => Promise<void>> {
  const base = inject('runLockUrl');
  const response = await fetch(`${base}/lock`, { method: 'POST', body: JSON.stringify({ mode }) });
  if (!response.ok) throw new Error(`lock: ${response.status}`);
  const { id } = (await response.json()) as { id: number };
  return async () => {
    const released = await fetch(`${base}/unlock`, {
      method: 'POST',
      body: JSON.stringify({ id }),
    });
    if (!released.ok) throw new Error(`unlock: ${released.status}`);
  };
}
