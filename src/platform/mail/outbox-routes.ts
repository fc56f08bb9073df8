import { rm } from 'node:fs/promises';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { PlatformConfig } from '../config.js';
import { parseInput } from '../http/parse-input.js';
import { listOutbox } from './outbox.js';

const querySchema = z.object({ to: z.string().max(320).optional() });

/**
 * Development only (never with NODE_ENV=production): the emails the platform wrote to its outbox
 * folder, so a person or a test can follow the links they carry.
 */
export function registerOutboxRoutes(app: FastifyInstance, config: PlatformConfig): void {
  if (config.DATA_DIR.startsWith('memory://')) {
    app.addHook('onClose', () => rm(config.outboxDir, { recursive: true, force: true }));
  }
  if (config.NODE_ENV === 'production') return;
  app.get('/dev/outbox', async (request) => {
    const { to } = parseInput(querySchema, request.query, 'query');
    const result = await listOutbox(config.outboxDir, to);
    return { result, resultCount: result.length };
  });
}
