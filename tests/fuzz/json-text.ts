class Token {
  constructor(readonly text: string) {}
}

/**
 * JSON text of a value, written with an explicit stack so that values nested thousands of
 * levels deep (which JSON.stringify cannot write) can be sent.
 */
export function jsonText(value: unknown): string {
  const out: string[] = [];
  const stack: unknown[] = [value];
  while (stack.length > 0) {
    const current = stack.pop();
    if (current instanceof Token) {
      out.push(current.text);
    } else if (current === null || typeof current !== 'object') {
      out.push(JSON.stringify(current) ?? 'null');
    } else {
      const isArray = Array.isArray(current);
      const entries: [string, unknown][] = isArray
        ? current.map((item, index): [string, unknown] => [String(index), item])
        : Object.entries(current);
      out.push(isArray ? '[' : '{');
      stack.push(new Token(isArray ? ']' : '}'));
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, child] = entries[index]!;
        const separator = index > 0 ? ',' : '';
        stack.push(child, new Token(isArray ? separator : `${separator}${JSON.stringify(key)}:`));
      }
    }
  }
  return out.join('');
}
