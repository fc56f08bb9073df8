import type { FastifyInstance } from 'fastify';
import { Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { UpstreamObserver } from '../upstream/http.js';

/** Prometheus metrics: process defaults, request latency and upstream latency. */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'gateway_http_request_duration_seconds',
    help: 'Gateway HTTP request duration',
    labelNames: ['method', 'route', 'status'],
    registers: [registry],
  });
  const upstream = new Histogram({
    name: 'gateway_upstream_request_duration_seconds',
    help: 'Platform REST call duration',
    labelNames: ['service', 'status'],
    registers: [registry],
  });

  const observeUpstream: UpstreamObserver = (service, status, seconds) =>
    upstream.observe({ service, status: String(status) }, seconds);

  function register(app: FastifyInstance): void {
    app.addHook('onResponse', (request, reply, done) => {
      requests.observe(
        {
          method: request.method,
          route: request.routeOptions.url ?? 'unmatched',
          status: String(reply.statusCode),
        },
        reply.elapsedTime / 1000,
      );
      done();
    });
    app.get('/metrics', async (_request, reply) => {
      reply.type(registry.contentType);
      return registry.metrics();
    });
  }

  return { register, observeUpstream };
}
