import type { BrowserContext, Locator, Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { stateLabel } from '../../../../scripts/paths/describe-path.js';
import type { MachinePath } from '../../../../scripts/paths/generate-paths.js';
import type { MachineModel } from '../../../../scripts/paths/machine-model.js';
import { classifyEvent } from '../../../../scripts/paths/path-events.js';
import { signInOverApi } from '../../support/api-sign-in.js';
import type { FreshUser, PlatformAdmin } from '../../support/platform-admin.js';
import { holdOperations, type HeldOperations } from './held-operations.js';
import { reachesState, shownState, type MachineAttribute } from './machine-state.js';
import { pauseClockSoon, runFramesUntil } from '../../support/pause-clock.js';

/** One path being driven in one fresh browser context. */
export interface PathRun<TFixture = unknown> {
  page: Page;
  context: BrowserContext;
  url: string;
  /** The user this path signs in as: no other test uses its sessions. */
  account: FreshUser;
  /** Claims another user of the realm, for a sign-in that replaces the session. */
  freshUser: (realm: string) => Promise<FreshUser>;
  held: HeldOperations;
  attribute: MachineAttribute;
  /** Clock time the state assertions let run since the current state was reached. */
  pumpedMs: number;
  model: MachineModel;
  path: MachinePath;
  /** What the table's `arrange` made for this path. */
  fixture: TFixture;
}

interface StepInput<TFixture = unknown> {
  run: PathRun<TFixture>;
  event: AnyEventObject;
  /** The plan's snapshots before and after the step. */
  before: AnyMachineSnapshot;
  after: AnyMachineSnapshot;
  /** False while a timer may still run from before the clock was paused. */
  timersArmedUnderControl: boolean;
}

/** The user a path signs in as, and what else it set up for itself. */
export interface ArrangedPath<TFixture> {
  account: FreshUser;
  fixture: TFixture;
}

/** How a machine's plan maps to the browser: one row per event and one per state. */
export interface MachinePathTable<TFixture = undefined> {
  attribute: MachineAttribute;
  /**
   * GraphQL operations held once the table's machine runs (for the idle timer, that includes the
   * shell's first session read); the event rows answer them.
   */
  heldOperations: readonly string[];
  /**
   * Browser action per event: the event type, `xstate.after.<delay>` for a delay, or
   * `xstate.done.actor.<id>` / `xstate.error.actor.<id>` for an invoked actor's answer.
   */
  events: Readonly<Record<string, (input: StepInput<TFixture>) => Promise<void>>>;
  /**
   * Browser assertion per state label (as the plan names it), run once the state is shown, with
   * the plan's snapshot of that step.
   */
  states: Readonly<
    Record<string, (run: PathRun<TFixture>, state: AnyMachineSnapshot) => Promise<void>>
  >;
  /**
   * The user the path signs in as and the data it needs, made before the browser opens; a fresh
   * alpha user and no fixture when absent.
   */
  arrange?: (path: MachinePath, admin: PlatformAdmin) => Promise<ArrangedPath<TFixture>>;
  /** Opens the machine's screen once signed in (from a blank page); the dashboard when absent. */
  open?: (run: PathRun<TFixture>) => Promise<void>;
  /** Undoes, once the path ran, what it changed that others could see. */
  cleanUp?: (run: PathRun<TFixture>) => Promise<void>;
  /** Why a path is not run, for the paths the app cannot reach; undefined for the others. */
  notRun?: (path: MachinePath) => string | undefined;
  /**
   * Runs only the paths that take a step no earlier path took (the same state, the same event
   * with its payload, the same next state), or start from a state no earlier path started from;
   * the others are listed as skipped.
   */
  skipRepeatedPaths?: boolean;
  /**
   * Runs only the first path to each outcome (each refusal the machine names, each final state);
   * the others are listed as skipped.
   */
  onlyOutcomes?: boolean;
  /**
   * Runs the paths concurrently, each in a browser context of its own, as many at once as the e2e
   * project's `maxConcurrency`; one after another when absent.
   */
  concurrentPaths?: boolean;
}

function eventKey(event: AnyEventObject): string {
  const kind = classifyEvent(event);
  return kind.kind === 'wait' ? `xstate.after.${kind.delay}` : event.type;
}

/**
 * Waits for what the user should see, letting the paused clock run a frame at a time (React
 * reveals suspended content and animations on timers); `passTime` later deducts that time.
 */
export async function untilShown(
  run: Pick<PathRun, 'page' | 'pumpedMs'>,
  shown: () => Promise<boolean>,
  what: string,
  timeoutMs = 30_000,
): Promise<void> {
  run.pumpedMs += await runFramesUntil(run.page, shown, what, timeoutMs);
}

/** The element once it is visible, the paused clock running meanwhile as `untilShown` lets it. */
export async function whenVisible(
  run: Pick<PathRun, 'page' | 'pumpedMs'>,
  element: Locator,
  what: string,
): Promise<Locator> {
  await untilShown(run, () => element.isVisible(), what);
  return element;
}

/**
 * Waits, as `untilShown` does, until what `read` finds on the page equals `expected` (compared as
 * JSON); when it never does, says what was shown instead.
 */
export async function untilShownAs<T>(
  run: Pick<PathRun, 'page' | 'pumpedMs'>,
  read: () => Promise<T>,
  expected: T,
  what: string,
): Promise<void> {
  const wanted = JSON.stringify(expected);
  let shown = '';
  await untilShown(run, async () => (shown = JSON.stringify(await read())) === wanted, what).catch(
    () => {
      throw new Error(
        `${what} is not shown as planned:\n    planned ${wanted}\n    shown   ${shown}`,
      );
    },
  );
}

/** Lets the page's fake clock run `ms`, checking that nothing fires a millisecond early. */
export async function passTime({ run, before, timersArmedUnderControl }: StepInput, ms: number) {
  const { page } = run;
  const remaining = ms - run.pumpedMs;
  if (timersArmedUnderControl && remaining > 1) {
    await page.clock.fastForward(remaining - 1);
    const label = stateLabel(before);
    const shown = await shownState(page, run.attribute);
    if (shown !== label) throw new Error(`fired early: after ${ms - 1} ms it shows ${shown}`);
    await page.clock.fastForward(1);
  } else {
    await page.clock.fastForward(Math.max(remaining, 0));
  }
}

function unmapped<TFixture>(table: MachinePathTable<TFixture>, path: MachinePath): string[] {
  return path.steps.flatMap((step, i) => [
    ...(i > 0 && !table.events[eventKey(step.event)]
      ? [`step ${i}: no browser action for event ${eventKey(step.event)}`]
      : []),
    ...(table.states[stateLabel(step.state)]
      ? []
      : [`step ${i}: no browser assertion for state ${stateLabel(step.state)}`]),
  ]);
}

async function expectState<TFixture>(
  table: MachinePathTable<TFixture>,
  run: PathRun<TFixture>,
  state: AnyMachineSnapshot,
  step: number,
) {
  const label = stateLabel(state);
  run.pumpedMs = 0;
  // A final state ends the machine and the page leaves; its row asserts what the user sees.
  if (state.status !== 'done' && !(await reachesState(run.page, table.attribute, label))) {
    const shown = await shownState(run.page, table.attribute);
    throw new Error(`step ${step}: the app does not reach ${label}; it shows ${shown}`);
  }
  await table.states[label]!(run, state).catch((error: unknown) => {
    throw new Error(
      `step ${step} (${label}): ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    );
  });
}

/** Opens the dashboard, which greets the user. */
async function openDashboard({ page, url, account }: PathRun): Promise<void> {
  await page.goto(`${url}/dashboard`);
  await page.getByRole('heading', { level: 1, name: new RegExp(account.name) }).waitFor();
}

/**
 * Drives one generated path in Chromium: signs in with the clock installed, opens the machine's
 * screen, pauses the clock once the machine shows the path's first state, then per step runs the
 * event's browser action and asserts the state the plan expects.
 */
export async function runMachinePath<TFixture>(
  table: MachinePathTable<TFixture>,
  setup: {
    context: BrowserContext;
    url: string;
    account: FreshUser;
    freshUser: (realm: string) => Promise<FreshUser>;
    model: MachineModel;
    path: MachinePath;
    fixture: TFixture;
  },
): Promise<void> {
  const { path } = setup;
  const fail = (error: unknown) =>
    new Error(`${path.name}\n  ${error instanceof Error ? error.message : String(error)}`, {
      cause: error,
    });
  const missing = unmapped(table, path);
  if (missing.length > 0) throw fail(missing.join('\n  '));

  const page = await setup.context.newPage();
  await page.clock.install();
  const held = await holdOperations(
    page,
    table.heldOperations,
    async () => (await shownState(page, table.attribute)) !== null,
  );
  const run: PathRun<TFixture> = {
    ...setup,
    page,
    held,
    attribute: table.attribute,
    pumpedMs: 0,
  };
  let failure: unknown;
  try {
    await signInOverApi(page.context(), setup.url, setup.account);
    await (table.open ?? openDashboard)(run);
    const [first, ...steps] = path.steps;
    if (!first) return;
    await expectState(table, run, first.state, 0);
    await pauseClockSoon(page);
    let before = first.state;
    for (const [index, step] of steps.entries()) {
      const action = table.events[eventKey(step.event)]!;
      await action({
        run,
        event: step.event,
        before,
        after: step.state,
        timersArmedUnderControl: index > 0,
      }).catch((error: unknown) => {
        throw new Error(
          `step ${index + 1} (${eventKey(step.event)}): ${error instanceof Error ? error.message : String(error)}`,
          { cause: error },
        );
      });
      await expectState(table, run, step.state, index + 1);
      before = step.state;
    }
  } catch (error) {
    failure = error;
  }
  // The path's own failure says more than one of undoing it.
  await table.cleanUp?.(run).catch((error: unknown) => {
    failure ??= error;
  });
  if (failure !== undefined) throw fail(failure);
}
