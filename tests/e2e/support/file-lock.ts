import { inject } from 'vitest';

export type LockMode = 'shared' | 'exclusive';

/**
 * A readers–writer lock over the shared stack, granted first come, first served: files that
 * change what every user sees (realm-wide configuration, the demo accounts) hold it alone;
 * the others share it and run side by side.
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

/** Takes the run's lock for the calling test file; resolves with its release. */
export async function holdStack(mode: LockMode): Promise<() => Promise<void>> {
  const base = inject('stackControlUrl');
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
