let lock = Promise.resolve();
let waiting = 0;

/**
 * Runs one guarded change of the pipelines at a time in this platform process: a run's start
 * (its guards, then its record) and a delete (its guards, then the delete), so that neither
 * passes a guard that the other is about to make false.
 */
export function withPipelineLock<T>(task: () => Promise<T>): Promise<T> {
  waiting += 1;
  const result = lock.then(() => {
    waiting -= 1;
    return task();
  });
  lock = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}

/** How many changes wait for the lock, in the order they will take it. */
export function pipelineChangesWaiting(): number {
  return waiting;
}
