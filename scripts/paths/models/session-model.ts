import type {
  SessionExpiry,
  SessionIdentity,
  SessionInfo,
} from '../../../src/domain/session-validity.js';
import { sessionMachine } from '../../../src/machines/sessionMachine.js';
import { actorDone, actorError, defineModel } from '../machine-model.js';

const identity: SessionIdentity = { subject: 'user-demo', authTime: 1_736_150_000, realm: 'alpha' };
const observedAt = Date.UTC(2025, 0, 6, 9, 0, 0);
const expiry: SessionExpiry = { maxIdleExpirationTime: observedAt + 30 * 60_000, observedAt };
const sameSession: SessionInfo = { ...identity, ...expiry };

const answers: Array<[string, SessionInfo]> = [
  ['same session', sameSession],
  ['no subject', { ...sameSession, subject: null }],
  ['another subject', { ...sameSession, subject: 'user-other' }],
  ['new auth_time', { ...sameSession, authTime: identity.authTime + 600 }],
  ['another realm', { ...sameSession, realm: 'bravo' }],
];

export const sessionModel = defineModel({
  name: 'session',
  file: 'src/machines/sessionMachine.ts',
  machine: sessionMachine,
  scenarios: [{ name: 'signed in', input: { ...identity, ...expiry } }],
  events: () => [
    { type: 'session.touch' },
    ...answers.map(([, info]) => actorDone('checkSession', info)),
    actorError('checkSession', 'Issue connecting to the server'),
  ],
  describeEvent: (event) => {
    if (event.type !== 'xstate.done.actor.checkSession') return undefined;
    const answer = answers.find(
      ([, info]) => JSON.stringify(info) === JSON.stringify(event.output),
    );
    return answer?.[0];
  },
});
