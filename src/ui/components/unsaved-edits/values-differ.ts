/** Whether a form's flat draft differs from the values it started from, key by key. */
export function valuesDiffer<T extends object>(draft: T, saved: T): boolean {
  const keys = new Set([...Object.keys(draft), ...Object.keys(saved)]) as Set<keyof T>;
  return [...keys].some((key) => !Object.is(draft[key], saved[key]));
}
