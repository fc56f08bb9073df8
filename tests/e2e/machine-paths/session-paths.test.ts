import type { AnyEventObject } from 'xstate';
import { sessionModel } from '../../../scripts/paths/models/session-model.js';
import { delayMs } from '../../../scripts/paths/path-events.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';
import { expectNoIdleWarning, expectSignedOutToLogin } from './support/page-assertions.js';
import { passTime, type MachinePathTable, type PathRun } from './support/run-machine-path.js';
import { signInAgain, signInElsewhereAs, signOutElsewhere } from './support/session-changes.js';

const CHECK = 'SignedInSession_Session';

/** What really changes the session before the check answers, by the plan's answer label. */
const SESSION_CHANGES: Record<string, (run: PathRun) => Promise<void>> = {
  'same session': () => Promise.resolve(),
  'no subject': signOutElsewhere,
  'another subject': async (run) => signInElsewhereAs(run, await run.freshUser(run.account.realm)),
  'new auth_time': signInAgain,
  'another realm': async (run) => signInElsewhereAs(run, await run.freshUser('bravo')),
};

function answerLabel(event: AnyEventObject): string {
  const label = sessionModel.describeEvent?.(event);
  if (!label || !SESSION_CHANGES[label]) {
    throw new Error(`no session change for the answer ${label ?? JSON.stringify(event)}`);
  }
  return label;
}

async function expectCheckInFlight(run: PathRun): Promise<void> {
  await run.held.arrival(CHECK);
  await expectNoIdleWarning(run);
}

const SESSION_TABLE: MachinePathTable = {
  attribute: 'sessionState',
  heldOperations: [CHECK],
  events: {
    'session.touch': async ({ run }) => {
      await run.page.locator('main').click({ position: { x: 4, y: 4 } });
    },
    'xstate.after.sessionCheckCooldown': (step) =>
      passTime(step, delayMs(sessionModel.machine, step.before, 'sessionCheckCooldown')),
    'xstate.after.sessionCheckInterval': (step) =>
      passTime(step, delayMs(sessionModel.machine, step.before, 'sessionCheckInterval')),
    'xstate.after.sessionActivityDebounce': (step) =>
      passTime(step, delayMs(sessionModel.machine, step.before, 'sessionActivityDebounce')),
    'xstate.done.actor.checkSession': async ({ run, event }) => {
      await SESSION_CHANGES[answerLabel(event)]!(run);
      await run.held.take(CHECK).route.continue();
    },
    'xstate.error.actor.checkSession': async ({ run }) => {
      await run.held.take(CHECK).route.abort('failed');
    },
  },
  states: {
    checking: expectCheckInFlight,
    coolingDown: expectNoIdleWarning,
    watching: expectNoIdleWarning,
    debouncing: expectNoIdleWarning,
    signedOut: expectSignedOutToLogin,
  },
};

describeMachinePlan(sessionModel, SESSION_TABLE);
