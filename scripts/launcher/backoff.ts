export interface BackoffPolicy {
  /** Delay before the first restart. */
  initialMs: number;
  /** The delay doubles after each quick failure, up to this. */
  maxMs: number;
  /** A process that ran this long before stopping starts again after `initialMs`. */
  stableMs: number;
}

const RESTART_BACKOFF: BackoffPolicy = { initialMs: 500, maxMs: 10_000, stableMs: 30_000 };

/** Restart delays: 0.5 s doubling to 10 s while a process keeps failing, reset once it stays up. */
export function createBackoff(policy: BackoffPolicy = RESTART_BACKOFF) {
  let next = policy.initialMs;
  return {
    /** The delay before restarting a process that ran for `uptimeMs`. */
    delayAfter(uptimeMs: number): number {
      if (uptimeMs >= policy.stableMs) next = policy.initialMs;
      const delay = next;
      next = Math.min(next * 2, policy.maxMs);
      return delay;
    },
  };
}

export type Backoff = ReturnType<typeof createBackoff>;
