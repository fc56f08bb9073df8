import type { AnyEventObject } from 'xstate';
import { idleTimeoutModel } from '../../../scripts/paths/models/idle-timeout-model.js';
import {
  SESSION_ACTIVITY_DEBOUNCE_MS,
  SESSION_CHECK_COOLDOWN_MS,
} from '../../../src/domain/constants.js';
import type { SessionExpiry } from '../../../src/domain/session-validity.js';
import { delayMs } from '../../../scripts/paths/path-events.js';
import { answerWithExpiry } from './support/answer-expiry.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';
import type { HeldOperation } from './support/held-operations.js';
import { shownState } from './support/machine-state.js';
import {
  expectIdleWarning,
  expectNoIdleWarning,
  expectSignedOutToLogin,
  idleDialog,
} from './support/page-assertions.js';
import { passTime, type MachinePathTable, type PathRun } from './support/run-machine-path.js';
import { signOutElsewhere } from './support/session-changes.js';

const CHECK = 'SignedInSession_Session';
const EXTEND = 'SignedInSession_ExtendSession';

function plannedExpiry(event: AnyEventObject): SessionExpiry {
  const source = (
    event.type.startsWith('xstate.done.actor.') ? event.output : event
  ) as SessionExpiry;
  return { maxIdleExpirationTime: source.maxIdleExpirationTime, observedAt: source.observedAt };
}

/**
 * A session read in flight: the held one (the shell's first read, or a check), or a check the
 * session machine is brought to send.
 */
async function sessionCheck(run: PathRun): Promise<HeldOperation> {
  for (let move = 0; move < 4 && !run.held.peek(CHECK); move += 1) {
    const state = await shownState(run.page, 'sessionState');
    if (state === 'coolingDown') await run.page.clock.fastForward(SESSION_CHECK_COOLDOWN_MS);
    else if (state === 'watching')
      await run.page.locator('main').click({ position: { x: 4, y: 4 } });
    else if (state === 'debouncing') await run.page.clock.fastForward(SESSION_ACTIVITY_DEBOUNCE_MS);
    else break;
  }
  await run.held.arrival(CHECK);
  return run.held.take(CHECK);
}

const IDLE_TIMEOUT_TABLE: MachinePathTable = {
  attribute: 'idleState',
  heldOperations: [CHECK, EXTEND],
  events: {
    /** A session check answers; the wall clock makes its expiry read as the plan's. */
    'session.update': async ({ run, event }) =>
      answerWithExpiry(run, await sessionCheck(run), 'session', plannedExpiry(event)),
    'session.extend': async ({ run }) => {
      await idleDialog(run.page).getByRole('button', { name: 'Stay Signed In' }).click();
    },
    'session.end': async ({ run }) => {
      await idleDialog(run.page).getByRole('button', { name: 'Sign Out' }).click();
    },
    'xstate.after.idleWarning': (step) =>
      passTime(step, delayMs(idleTimeoutModel.machine, step.before, 'idleWarning')),
    'xstate.after.idleLogout': (step) =>
      passTime(step, delayMs(idleTimeoutModel.machine, step.before, 'idleLogout')),
    'xstate.done.actor.refreshSession': async ({ run, event }) =>
      answerWithExpiry(
        run,
        await run.held.arrival(EXTEND).then(() => run.held.take(EXTEND)),
        'extendSession',
        plannedExpiry(event),
      ),
    /** The session ended elsewhere before the extension reached the server. */
    'xstate.error.actor.refreshSession': async ({ run }) => {
      await run.held.arrival(EXTEND);
      await signOutElsewhere(run);
      await run.held.take(EXTEND).route.continue();
    },
  },
  states: {
    awaitingSession: async (run) => {
      await run.held.arrival(CHECK);
      await expectNoIdleWarning(run);
    },
    'idle.timed': expectNoIdleWarning,
    'idle.untimed': expectNoIdleWarning,
    warning: expectIdleWarning,
    extending: async (run) => {
      await run.held.arrival(EXTEND);
      await expectNoIdleWarning(run);
    },
    signedOut: expectSignedOutToLogin,
  },
};

describeMachinePlan(idleTimeoutModel, IDLE_TIMEOUT_TABLE);
