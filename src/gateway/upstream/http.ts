import type { z } from 'zod';
import { UNREACHABLE, UpstreamError, retryAfterSeconds } from './errors.js';

export interface UpstreamRequest {
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
}

/**
 * JSON over HTTP to one platform service. Node's fetch keeps connections alive in a
 * shared pool; every call has a timeout, and payloads are parsed with zod at the boundary.
 */
export function createUpstreamHttp(options: {
  service: string;
  baseUrl: string;
  timeoutMs: number;
  observe?: UpstreamObserver;
}): UpstreamHttp {
  const { service, baseUrl, timeoutMs, observe } = options;

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

    const started = performance.now();
    let response: Response;
    try {
      response = await fetch(url, {
        method: req.method ?? 'GET',
        headers,
        body,
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      observe?.(service, UNREACHABLE, (performance.now() - started) / 1000);
      throw new UpstreamError(UNREACHABLE, `${service} unreachable`, { cause: String(error) });
    }
    const payload = await readJson(response);
    observe?.(service, response.status, (performance.now() - started) / 1000);
    if (!response.ok) {
      throw new UpstreamError(
        response.status,
        messageOf(payload) ?? response.statusText,
        payload,
        retryAfterSeconds(response.headers.get('retry-after')),
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

  return { request, requestWithRevision };
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
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
