/** Longest string a log line carries; longer ones are cut and say how much was left out. */
export const LOG_STRING_LIMIT = 1024;
/** A stack trace may be longer than other strings, within reason. */
const LOG_STACK_LIMIT = 4096;
const MAX_DEPTH = 4;
const MAX_KEYS = 30;
const MAX_ITEMS = 20;

export function capString(value: string, limit = LOG_STRING_LIMIT): string {
  return value.length <= limit
    ? value
    : `${value.slice(0, limit)}… [${value.length - limit} more characters]`;
}

/** A bounded copy of any value for a log line: short strings, few keys and items, shallow. */
export function capLogValue(value: unknown, depth = 0): unknown {
  if (typeof value === 'string') return capString(value);
  if (typeof value === 'bigint') return value.toString();
  if (typeof value === 'function' || typeof value === 'symbol') return String(value);
  if (value === null || typeof value !== 'object') return value;
  if (value instanceof Error) return errorForLog(value, { stack: false });
  if (typeof (value as { toJSON?: unknown }).toJSON === 'function') {
    return capLogValue((value as { toJSON(): unknown }).toJSON(), depth);
  }
  if (depth >= MAX_DEPTH) return Array.isArray(value) ? `[${value.length} items]` : '[object]';
  if (Array.isArray(value)) {
    const items = value.slice(0, MAX_ITEMS).map((item) => capLogValue(item, depth + 1));
    if (value.length > MAX_ITEMS) items.push(`… [${value.length - MAX_ITEMS} more items]`);
    return items;
  }
  const entries = Object.entries(value);
  const capped: Record<string, unknown> = Object.fromEntries(
    entries
      .slice(0, MAX_KEYS)
      .map(([key, item]) => [capString(key, 100), capLogValue(item, depth + 1)]),
  );
  if (entries.length > MAX_KEYS) capped['…'] = `${entries.length - MAX_KEYS} more keys`;
  return capped;
}

/** The HTTP status an error stands for, when it says (Fastify, the platform's and the gateway's errors). */
export function errorStatus(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const { statusCode, status } = error as { statusCode?: unknown; status?: unknown };
  const value = typeof statusCode === 'number' ? statusCode : status;
  return typeof value === 'number' ? value : undefined;
}

export const isClientErrorStatus = (status: number | undefined): boolean =>
  status !== undefined && status >= 400 && status < 500;

/**
 * An error as a log field: type, capped message, status and code; the stack (capped) only
 * when asked for and the error is not a client's mistake (a 4xx), where it tells nothing.
 */
export function errorForLog(error: unknown, options: { stack: boolean }): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: capString(String(error)) };
  const status = errorStatus(error);
  const { code } = error as { code?: unknown };
  return {
    type: error.name,
    message: capString(error.message),
    ...(status !== undefined ? { status } : {}),
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    ...(options.stack && error.stack && !isClientErrorStatus(status)
      ? { stack: capString(error.stack, LOG_STACK_LIMIT) }
      : {}),
    ...(error.cause !== undefined ? { cause: capLogValue(error.cause, 2) } : {}),
  };
}
