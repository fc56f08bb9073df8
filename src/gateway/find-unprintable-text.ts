import { isPrintableText } from '../domain/json-limits.js';

/**
 * The path (such as `input.operations.0.value`) of the first string or key in an input that
 * holds control characters or text the store cannot hold; walked without recursion.
 */
export function findUnprintableText(input: unknown): string | undefined {
  const stack: [unknown, string[]][] = [[input, []]];
  while (stack.length > 0) {
    const [value, path] = stack.pop()!;
    if (typeof value === 'string') {
      if (!isPrintableText(value)) return path.join('.');
    } else if (value !== null && typeof value === 'object') {
      for (const [key, child] of Object.entries(value)) {
        if (!isPrintableText(key)) return [...path, key].join('.');
        stack.push([child, [...path, key]]);
      }
    }
  }
  return undefined;
}
