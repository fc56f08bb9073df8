import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import type { FastifyInstance } from 'fastify';
import { parseExportId, reportExportIdSchema } from '../../domain/reports/report-gateway-inputs.js';
import { accessTokenProvider } from '../auth/access-token.js';
import { sessionAccess } from '../auth/session.js';
import { REPORT_DOWNLOAD_PREFIX } from '../models/reports.js';
import type { OAuthClient } from '../upstream/oauth.js';

/** Headers of the platform's file answer that the browser needs. */
const PASSED_HEADERS = ['content-type', 'content-disposition'] as const;

/**
 * `GET /downloads/reports/{runId}.{format}`: a run's export, streamed from the analytics service
 * with the session's access token as it arrives. The platform decides who may read it.
 */
export function registerReportDownloads(
  app: FastifyInstance,
  { analyticsUrl, oauth }: { analyticsUrl: string; oauth: OAuthClient },
): void {
  app.get<{ Params: { exportId: string } }>(
    `${REPORT_DOWNLOAD_PREFIX}/:exportId`,
    async (request, reply) => {
      const parsed = reportExportIdSchema.safeParse(request.params.exportId);
      if (!parsed.success) return reply.code(404).send({ message: 'Not Found' });
      const session = sessionAccess(request);
      if (!session.signedIn()) return reply.code(401).send({ message: 'Not signed in' });
      const token = await accessTokenProvider(session, oauth)();
      const { runId, format } = parseExportId(parsed.data);
      const abort = new AbortController();
      request.raw.on('close', () => abort.abort());
      const upstream = await fetch(
        `${analyticsUrl}/runs/${encodeURIComponent(runId)}?_action=export&format=${format}`,
        { method: 'POST', headers: { authorization: `Bearer ${token}` }, signal: abort.signal },
      );
      if (!upstream.ok || !upstream.body) {
        const status =
          upstream.status === 401
            ? 401
            : upstream.status === 403
              ? 403
              : upstream.status === 404
                ? 404
                : 502;
        return reply.code(status).send({ message: 'The export is not available' });
      }
      for (const name of PASSED_HEADERS) {
        const value = upstream.headers.get(name);
        if (value) void reply.header(name, value);
      }
      return reply.send(Readable.fromWeb(upstream.body as NodeReadableStream<Uint8Array>));
    },
  );
}
