import CircuitBreaker from 'opossum';
import { UNREACHABLE, UpstreamError } from './errors.js';

export interface BreakerOptions {
  /** How long one exchange may take before it counts as a failure. */
  timeoutMs: number;
  /** How long the breaker stays open before it lets one probe through. */
  resetTimeoutMs: number;
  /** Calls needed in the rolling window before the breaker may open. */
  minimumCalls: number;
  /** Failure percentage in the rolling window that opens the breaker. */
  errorPercent: number;
}

export type BreakerState = 'closed' | 'open' | 'half-open';

export interface UpstreamBreaker {
  /**
   * Runs one HTTP exchange under the breaker. Timeouts, network failures and the answers of a
   * service that cannot serve (502, 503, 504) count against the service; any other answer counts
   * as a success, 500 included: it is the answer to that one request, and one caller's bad input
   * must not cut every caller off. While the breaker is open, fails at once without calling the
   * service.
   */
  exchange(call: (signal: AbortSignal) => Promise<Response>): Promise<Response>;
  state(): BreakerState;
}

/** The statuses of a service that cannot serve any request now. */
const UNAVAILABLE_STATUSES = new Set([502, 503, 504]);

/** An answer of a service that cannot serve: a failure for the breaker, yet the caller still gets it. */
class FailedAnswer extends Error {
  constructor(readonly response: Response) {
    super(`answered ${response.status}`);
  }
}

const codeOf = (error: unknown) => (error as { code?: unknown } | undefined)?.code;

const CIRCUIT_OPEN = { circuit: 'open' } as const;

/** Refused by an open breaker: the service was not called. */
export const isCircuitOpen = (error: unknown): boolean =>
  error instanceof UpstreamError && error.body === CIRCUIT_OPEN;

export function createUpstreamBreaker(service: string, options: BreakerOptions): UpstreamBreaker {
  const breaker = new CircuitBreaker(
    async (call: () => Promise<Response>) => {
      const response = await call();
      if (UNAVAILABLE_STATUSES.has(response.status)) throw new FailedAnswer(response);
      return response;
    },
    {
      name: service,
      timeout: options.timeoutMs,
      resetTimeout: options.resetTimeoutMs,
      volumeThreshold: options.minimumCalls,
      errorThresholdPercentage: options.errorPercent,
    },
  );

  return {
    async exchange(call) {
      const controller = new AbortController();
      const signal = AbortSignal.any([controller.signal, AbortSignal.timeout(options.timeoutMs)]);
      try {
        return await breaker.fire(() => call(signal));
      } catch (error) {
        if (error instanceof FailedAnswer) return error.response;
        controller.abort();
        if (codeOf(error) === 'EOPENBREAKER') {
          throw new UpstreamError(
            UNREACHABLE,
            `${service} unavailable (circuit open)`,
            CIRCUIT_OPEN,
          );
        }
        const reason = codeOf(error) === 'ETIMEDOUT' ? 'timed out' : 'unreachable';
        throw new UpstreamError(UNREACHABLE, `${service} ${reason}`, { cause: String(error) });
      }
    },
    state() {
      if (breaker.opened) return 'open';
      return breaker.halfOpen ? 'half-open' : 'closed';
    },
  };
}
