/** A pino destination that keeps every line, parsed, for assertions. */
export function captureLogs() {
  const raw: string[] = [];
  return {
    raw,
    stream: {
      write(line: string) {
        raw.push(line);
      },
    },
    lines(): LogLine[] {
      return raw.map((line) => JSON.parse(line) as LogLine);
    },
  };
}

export interface LogLine {
  level: number;
  msg?: string;
  err?: { type?: string; message?: string; stack?: string };
  error?: { type?: string; message?: string; stack?: string; status?: number };
  [key: string]: unknown;
}

export const LEVEL = { debug: 20, info: 30, warn: 40, error: 50 } as const;
