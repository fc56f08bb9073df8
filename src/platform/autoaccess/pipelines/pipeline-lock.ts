let lock = Promise.resolve();

/**
 * Runs one guarded change of the pipelines at a time in this platform process: a run's start
 * (its guards, then its record) and a delete (its guards, then the delete), so that neither
 * passes a guard that the other is about to make false.
 */
export function withPipelineLock<T>(task: () => Promise<T>): Promise<T> {
  const result = lock.then(task);
  lock = result.then(
    () => undefined,
    () => undefined,
  );
  return result;
}
