import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/db.js';
import { expireAccess } from './grants/expire-access.js';

const SWEEP_INTERVAL_MS = 60_000;

/** Takes away access whose expiry date has passed, once a minute. */
export function scheduleGovernanceHousekeeping(
  app: FastifyInstance,
  db: Db,
  now: () => Date,
): void {
  const timer = setInterval(() => {
    expireAccess(db, now()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'governance housekeeping failed'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}
