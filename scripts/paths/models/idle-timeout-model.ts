import { MAX_TIMER_MS, SESSION_WARNING_BEFORE_EXPIRY_MS } from '../../../src/domain/constants.js';
import { idleWarningDelayMs, isSchedulableDelay } from '../../../src/domain/idle-timer.js';
import type { SessionExpiry } from '../../../src/domain/session-validity.js';
import { idleTimeoutMachine } from '../../../src/machines/idleTimeoutMachine.js';
import { formatDuration } from '../path-events.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const observedAt = Date.UTC(2025, 0, 6, 9, 0, 0);

const expiringSoon: SessionExpiry = { maxIdleExpirationTime: observedAt + 10 * 60_000, observedAt };
const beyondTimerRange: SessionExpiry = {
  maxIdleExpirationTime: observedAt + MAX_TIMER_MS + SESSION_WARNING_BEFORE_EXPIRY_MS,
  observedAt,
};
const extended: SessionExpiry = {
  maxIdleExpirationTime: observedAt + 30 * 60_000,
  observedAt: observedAt + 9 * 60_000,
};

function expiryLabel(expiry: SessionExpiry): string {
  if (expiry.maxIdleExpirationTime === null) return 'no idle expiry';
  return isSchedulableDelay(idleWarningDelayMs(expiry))
    ? `idle expiry in ${formatDuration(expiry.maxIdleExpirationTime - expiry.observedAt)}`
    : 'idle expiry beyond the timer range';
}

export const idleTimeoutModel = defineModel({
  name: 'idleTimeout',
  file: 'src/machines/idleTimeoutMachine.ts',
  machine: idleTimeoutMachine,
  scenarios: [{ name: 'signed in', input: undefined }],
  stateKey: ({ context }) => context.expiry && expiryLabel(context.expiry).replace(/ in .*/, ''),
  events: () => [
    { type: 'session.update', ...expiringSoon },
    { type: 'session.update', ...beyondTimerRange },
    { type: 'session.extend' },
    { type: 'session.end' },
    actorDone('refreshSession', extended),
    actorError('refreshSession', 'Session expired'),
  ],
  describeEvent: (event) => {
    if (event.type === 'session.update') return expiryLabel(event as unknown as SessionExpiry);
    if (event.type === 'xstate.done.actor.refreshSession') {
      return expiryLabel(event.output as SessionExpiry);
    }
    return undefined;
  },
});
