/** A failed call to a platform service, carrying the upstream status and error body. */
export class UpstreamError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly body?: unknown,
  ) {
    super(message);
    this.name = 'UpstreamError';
  }
}

/** Status used when the service could not be reached or timed out. */
export const UNREACHABLE = 503;
