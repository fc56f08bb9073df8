/** A failed call to a platform service, carrying the upstream status and error body. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
    /** From the answer's Retry-After header (seconds), when it had one. */
    readonly retryAfterSeconds?: number,
    /** The path called, relative to the service's base URL. */
    readonly path?: string,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Status used when the service could not be reached or timed out. */
export const UNREACHABLE = 503;

/** A Retry-After header in seconds (the delay form; an HTTP date is read as a delay from now). */
export function retryAfterSeconds(header: string | null, now = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const seconds = Number(header);
  if (Number.isFinite(seconds)) return Math.max(0, Math.ceil(seconds));
  const date = Date.parse(header);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}
