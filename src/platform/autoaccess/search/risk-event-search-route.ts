import type { FastifyInstance, FastifyRequest } from 'fastify';
import { RISK_EVENT_INDEX } from '../../../domain/autoaccess/risk-event.js';
import { isObject } from './dsl-input.js';
import { EsQueryError } from './es-query-error.js';
import type { RiskEventIndex } from './risk-event-index.js';

/**
 * `POST /entity/search/` with `{indexName: "risk_explainability", query}`: the dashboard's
 * Elasticsearch searches over the caller's realm. Mounted inside the JAS plugin, which has already
 * authenticated the caller; `realmOf` reads the realm it established.
 */
export function registerRiskEventSearchRoute(
  app: FastifyInstance,
  index: RiskEventIndex,
  realmOf: (request: FastifyRequest) => string,
): void {
  app.post('/entity/search/', async (request, reply) => {
    const body = request.body;
    if (!isObject(body) || typeof body.indexName !== 'string') {
      return reply.code(400).send(badRequest('indexName is required'));
    }
    if (body.indexName !== RISK_EVENT_INDEX) {
      return reply
        .code(404)
        .send({ code: 404, reason: 'Not Found', message: `no such index [${body.indexName}]` });
    }
    try {
      return await index.search(realmOf(request), body.query ?? {});
    } catch (error) {
      if (error instanceof EsQueryError || error instanceof RangeError) {
        return reply.code(400).send(badRequest(error.message));
      }
      throw error;
    }
  });
}

function badRequest(message: string) {
  return { code: 400, reason: 'Bad Request', message };
}
