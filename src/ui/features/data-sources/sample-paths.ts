/**
 * The paths a mapping expression may pick from a sample record: `.a.b` for object keys (unquoted,
 * even with `-`), `.arr[0]` for array items, leaves and containers alike, in document order.
 *
 * Stands in for `flattenJsonPaths` of `src/domain/autoaccess/json-paths.ts` (same signature)
 * until that module lands; then this file becomes a re-export of it.
 */
export function flattenJsonPaths(value: unknown): string[] {
  const paths: string[] = [];
  const stack: [string, unknown][] = [['', value]];
  while (stack.length > 0) {
    const [path, current] = stack.pop()!;
    if (path !== '') paths.push(path);
    if (Array.isArray(current)) {
      for (let index = current.length - 1; index >= 0; index -= 1) {
        stack.push([`${path || '.'}[${index}]`, current[index]]);
      }
    } else if (current !== null && typeof current === 'object') {
      const entries = Object.entries(current as Record<string, unknown>);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        stack.push([`${path}.${key}`, child]);
      }
    }
  }
  return paths;
}
