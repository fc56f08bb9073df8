import type { z } from 'zod';
import {
  createUpstreamBreaker,
  isCircuitOpen,
  type BreakerOptions,
  type BreakerState,
} from './circuit-breaker.js';
import { upstreamDispatcher } from './dispatcher.js';
import { UNREACHABLE, UpstreamError, retryAfterSeconds } from './errors.js';

interface UpstreamRequest {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  path: string;
  query?: Record<string, string | undefined>;
  body?: unknown;
  form?: Record<string, string>;
  headers?: Record<string, string>;
  bearer?: string;
}

export type UpstreamObserver = (service: string, status: number, seconds: number) => void;

export interface UpstreamHttp {
  request<S extends z.ZodType>(schema: S, request: UpstreamRequest): Promise<z.infer<S>>;
  /** The same, with the resource revision the platform sent in its ETag header. */
  requestWithRevision<S extends z.ZodType>(
    schema: S,
    request: UpstreamRequest,
  ): Promise<{ data: z.infer<S>; revision: string | undefined }>;
  /** A raw exchange with this service (any URL on it), under the same timeout and breaker. */
  fetch(url: URL | string, init?: RequestInit): Promise<Response>;
  breakerState(): BreakerState;
}

/**
 * JSON over HTTP to one platform service. Node's fetch keeps connections alive in a
 * shared pool; every call has a timeout and goes through the service's circuit breaker, and
 * payloads are parsed with zod at the boundary.
 */
export function createUpstreamHttp(options: {
  service: string;
  baseUrl: string;
  timeoutMs: number;
  /** How long establishing a connection may take; default 2 s. */
  connectTimeoutMs?: number;
  breaker?: Partial<Omit<BreakerOptions, 'timeoutMs'>>;
  observe?: UpstreamObserver;
}): UpstreamHttp {
  const { service, baseUrl, timeoutMs, observe } = options;
  const breaker = createUpstreamBreaker(service, {
    timeoutMs,
    resetTimeoutMs: 10_000,
    minimumCalls: 5,
    errorPercent: 50,
    ...options.breaker,
  });

  const dispatcher = upstreamDispatcher(options.connectTimeoutMs ?? 2_000);

  async function exchange(url: URL | string, init: RequestInit): Promise<Response> {
    const started = performance.now();
    try {
      const response = await breaker.exchange((signal) =>
        fetch(url, { ...init, signal, dispatcher } as RequestInit),
      );
      observe?.(service, response.status, (performance.now() - started) / 1000);
      return response;
    } catch (error) {
      if (!isCircuitOpen(error)) {
        observe?.(service, UNREACHABLE, (performance.now() - started) / 1000);
      }
      throw error;
    }
  }

  async function requestWithRevision<S extends z.ZodType>(
    schema: S,
    req: UpstreamRequest,
  ): Promise<{ data: z.infer<S>; revision: string | undefined }> {
    const url = new URL(`${baseUrl}/${req.path.replace(/^\//, '')}`);
    for (const [key, value] of Object.entries(req.query ?? {})) {
      if (value !== undefined) url.searchParams.set(key, value);
    }
    const headers: Record<string, string> = { accept: 'application/json', ...req.headers };
    if (req.bearer) headers.authorization = `Bearer ${req.bearer}`;
    let body: string | undefined;
    if (req.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (req.body !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(req.body);
    }

    const response = await exchange(url, { method: req.method ?? 'GET', headers, body });
    const payload = await readJson(response, service);
    if (!response.ok) {
      throw new UpstreamError(
        response.status,
        messageOf(payload) ?? response.statusText,
        payload,
        retryAfterSeconds(response.headers.get('retry-after')),
        req.path.replace(/^\//, ''),
      );
    }
    const parsed = schema.safeParse(payload);
    if (!parsed.success) {
      throw new UpstreamError(
        502,
        `${service} answered an unexpected payload`,
        parsed.error.issues,
      );
    }
    const etag = response.headers.get('etag');
    return { data: parsed.data, revision: etag?.replace(/^W\//, '').replace(/^"|"$/g, '') };
  }

  const request = async <S extends z.ZodType>(schema: S, req: UpstreamRequest) =>
    (await requestWithRevision(schema, req)).data;

  return {
    request,
    requestWithRevision,
    fetch: (url, init = {}) => exchange(url, init),
    breakerState: () => breaker.state(),
  };
}

async function readJson(response: Response, service: string): Promise<unknown> {
  let text: string;
  try {
    text = await response.text();
  } catch (error) {
    throw new UpstreamError(UNREACHABLE, `${service} unreachable`, { cause: String(error) });
  }
  if (!text) return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}

function messageOf(payload: unknown): string | undefined {
  if (payload && typeof payload === 'object' && 'message' in payload) {
    const { message } = payload;
    return typeof message === 'string' ? message : undefined;
  }
  return undefined;
}
