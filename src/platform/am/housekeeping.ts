import type { FastifyInstance } from 'fastify';
import type { Db } from '../store/db.js';
import { deleteOldAuthEvents } from './auth-events-store.js';
import { deleteExpiredJourneyStates } from './journeys/state-store.js';
import { deleteExpiredSuspensions } from './journeys/suspension-store.js';
import { deleteStaleLockoutRows } from './lockout.js';
import { deleteExpiredOidcPayloads } from './oidc/adapter.js';
import { deleteExpiredSessions } from './sessions-store.js';
import { deleteOldMailSends } from './sign-in-throttle.js';

const SWEEP_INTERVAL_MS = 10 * 60_000;

/**
 * Removes expired sessions, journey states and suspensions, OIDC artifacts, stale lockout rows,
 * old auth events and the journey emails past their rate-limit hour.
 */
export async function sweepExpired(db: Db, now: Date): Promise<void> {
  await deleteExpiredSessions(db, now);
  await deleteExpiredJourneyStates(db, now);
  await deleteExpiredSuspensions(db, now);
  await deleteOldMailSends(db, now);
  await deleteExpiredOidcPayloads(db, now);
  await deleteStaleLockoutRows(db, now);
  await deleteOldAuthEvents(db, now);
}

export function scheduleHousekeeping(app: FastifyInstance, db: Db): void {
  const timer = setInterval(() => {
    sweepExpired(db, new Date()).catch((error: unknown) =>
      app.log.warn({ err: error }, 'AM housekeeping failed'),
    );
  }, SWEEP_INTERVAL_MS);
  timer.unref();
  app.addHook('onClose', () => {
    clearInterval(timer);
    return Promise.resolve();
  });
}
