/** What a sliding window counts as events enter and leave it. */
export interface WindowCounter {
  add(event: number): void;
  remove(event: number): void;
  value(): number;
}

export function countingAll(): WindowCounter {
  let count = 0;
  return {
    add: () => (count += 1),
    remove: () => (count -= 1),
    value: () => count,
  };
}

export function countingWhere(matches: Uint8Array): WindowCounter {
  let count = 0;
  return {
    add: (event) => (count += matches[event]!),
    remove: (event) => (count -= matches[event]!),
    value: () => count,
  };
}

export function countingDistinct(keys: Int32Array): WindowCounter {
  const counts = new Map<number, number>();
  return {
    add(event) {
      const key = keys[event]!;
      counts.set(key, (counts.get(key) ?? 0) + 1);
    },
    remove(event) {
      const key = keys[event]!;
      const left = counts.get(key)! - 1;
      if (left === 0) counts.delete(key);
      else counts.set(key, left);
    },
    value: () => counts.size,
  };
}

/**
 * The events of `order` (indices in time order) split by group, each group keeping time order.
 * Returns the events flat and where each group starts.
 */
export function groupInTimeOrder(
  order: Int32Array,
  groupOf: Int32Array,
  groups: number,
): { events: Int32Array; starts: Int32Array } {
  const starts = new Int32Array(groups + 1);
  for (const event of order) starts[groupOf[event]! + 1]! += 1;
  for (let group = 0; group < groups; group += 1) starts[group + 1]! += starts[group]!;
  const next = starts.slice(0, groups);
  const events = new Int32Array(order.length);
  for (const event of order) events[next[groupOf[event]!]!++] = event;
  return { events, starts };
}

/**
 * Marks every event that lies in some window of at most `windowMs` in which its group reaches
 * `threshold` (as `counter` counts). The widest window ending at each event covers every
 * qualifying window that ends there, so marking those widest windows marks exactly the events of
 * all qualifying windows.
 */
export function markDenseWindows(
  grouped: { events: Int32Array; starts: Int32Array },
  times: Float64Array,
  windowMs: number,
  threshold: number,
  newCounter: () => WindowCounter,
  marks: Uint8Array,
): void {
  const { events, starts } = grouped;
  for (let group = 0; group + 1 < starts.length; group += 1) {
    const start = starts[group]!;
    const end = starts[group + 1]!;
    if (end - start === 0) continue;
    const counter = newCounter();
    let left = start;
    let markedUpTo = start - 1;
    for (let right = start; right < end; right += 1) {
      counter.add(events[right]!);
      while (times[events[right]!]! - times[events[left]!]! > windowMs) {
        counter.remove(events[left]!);
        left += 1;
      }
      if (counter.value() < threshold) continue;
      for (let index = Math.max(left, markedUpTo + 1); index <= right; index += 1) {
        marks[events[index]!] = 1;
      }
      markedUpTo = right;
    }
  }
}
