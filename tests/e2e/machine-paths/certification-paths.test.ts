import type { Locator, Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { certificationModel } from '../../../scripts/paths/models/certification-model.js';
import { certificationTaskPath } from '../../../src/domain/app-paths.js';
import {
  REVIEWER_ALREADY_ASSIGNED,
  type CertificationDecision,
  type ReviewerPermissions,
} from '../../../src/domain/certification.js';
import type { CertificationContext } from '../../../src/machines/certificationMachine.js';
import type { FreshUser, PlatformAdmin } from '../support/platform-admin.js';
import { addReviewCampaign, type ReviewedAccount } from '../support/review-campaigns.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';
import { english } from './support/english.js';
import { answerWithError, plannedFailure } from './support/graphql-answers.js';
import { reachesState } from './support/machine-state.js';
import {
  untilShown,
  untilShownAs,
  whenVisible,
  type MachinePathTable,
  type PathRun,
} from './support/run-machine-path.js';
import { chooseUser } from './support/user-search.js';

const REALM = 'alpha';
const DECIDE = 'CertificationTask_Decide';
const CLEAR = 'CertificationTask_ClearDecisions';
const COMMENT = 'CertificationTask_Comment';
const FORWARD = 'CertificationTask_Forward';
const REASSIGN = 'CertificationTask_Reassign';
const SIGN_OFF = 'CertificationTask_SignOff';

/**
 * The applications whose accounts the plan's items stand for: applications no user a test may
 * claim holds, so the grants are the campaign's own.
 */
const APPLICATIONS: Readonly<Record<string, { key: string; name: string }>> = {
  'item-1': { key: 'sap', name: 'SAP S/4HANA' },
  'item-2': { key: 'servicenow', name: 'ServiceNow' },
};

const ALL: ReviewerPermissions = {
  view: true,
  comment: true,
  decide: true,
  forward: true,
  signOff: true,
};
const NONE: ReviewerPermissions = {
  view: false,
  comment: false,
  decide: false,
  forward: false,
  signOff: false,
};

const SHORTCUTS: Readonly<Record<CertificationDecision, string>> = {
  certify: 'c',
  revoke: 'r',
  exception: 'e',
};

interface ReviewFixture {
  campaignId: string;
  /** Whose accounts the campaign reviews. */
  subject: FreshUser;
  /** Who items are forwarded or reassigned to. */
  colleague: FreshUser;
}

type ReviewRun = PathRun<ReviewFixture>;

/** The users every path shares: each path reviews a campaign of its own. */
let people: Promise<{ reviewer: FreshUser; subject: FreshUser; colleague: FreshUser }> | undefined;

async function claimPeople(admin: PlatformAdmin) {
  const [reviewer, subject, colleague] = await Promise.all([
    admin.freshUser(REALM),
    admin.freshUser(REALM),
    admin.freshUser(REALM),
  ]);
  return { reviewer, subject, colleague };
}

/** Whether the plan has a hand-over refused because the new reviewer already reviews the item. */
const meetsAssignedReviewer = (events: readonly AnyEventObject[]) =>
  events.some(
    (event) =>
      /^xstate\.error\.actor\.(forwardItem|reassignItem)$/.test(event.type) &&
      plannedFailure(event) === REVIEWER_ALREADY_ASSIGNED,
  );

const grid = (page: Page) =>
  page.getByRole('grid', { name: english('certificationTask.items.heading') });

function itemName(run: ReviewRun, itemId: string): string {
  return english('certificationTask.items.itemName', {
    user: run.fixture.subject.name,
    application: APPLICATIONS[itemId]!.name,
  });
}

const itemRow = (run: ReviewRun, itemId: string) =>
  grid(run.page).getByRole('row').filter({ hasText: APPLICATIONS[itemId]!.name });

/** Opens an item's action menu and chooses the action whose label matches. */
async function itemAction(run: ReviewRun, itemId: string, label: string | RegExp): Promise<void> {
  await run.page
    .getByRole('button', {
      name: english('certificationTask.items.actionsFor', { item: itemName(run, itemId) }),
    })
    .click();
  const action = run.page.getByRole('menuitem', { name: label });
  await untilShown(run, () => action.isVisible(), `the action ${String(label)}`);
  await action.click();
}

const dialog = (page: Page) => page.getByRole('dialog');
const alertDialog = (page: Page) => page.getByRole('alertdialog');

/** Confirms in the dialog a bar or toolbar button opened. */
async function confirm(run: ReviewRun, opener: Locator, confirmLabel: string): Promise<void> {
  await opener.click();
  const button = alertDialog(run.page).getByRole('button', { name: confirmLabel });
  await untilShown(run, () => button.isVisible(), `the confirmation ${confirmLabel}`);
  await button.click();
}

/** Hands an item over in the forward or reassign dialog to the fixture's colleague. */
async function handOver(
  run: ReviewRun,
  event: AnyEventObject,
  kind: 'forward' | 'reassign',
): Promise<void> {
  await itemAction(run, event.itemId as string, english(`certificationTask.handOver.${kind}`));
  const { username } = run.fixture.colleague;
  await chooseUser(
    run,
    dialog(run.page),
    english('certificationTask.handOver.reviewer'),
    username,
    username,
  );
  const comment = event.comment as string;
  if (comment !== '') {
    await dialog(run.page)
      .getByRole('textbox', { name: english('certificationTask.handOver.comment') })
      .fill(comment);
  }
  await dialog(run.page)
    .getByRole('button', { name: english(`certificationTask.handOver.${kind}Confirm`) })
    .click();
}

/** Lets the gateway answer a held operation. */
async function passOn(run: ReviewRun, operation: string): Promise<void> {
  await run.held.arrival(operation);
  await run.held.take(operation).route.continue();
}

/** The platform cannot be reached: the gateway says so. */
async function networkFailure(run: ReviewRun, operation: string): Promise<void> {
  await run.held.arrival(operation);
  await answerWithError(run.held.take(operation));
}

/**
 * The rows of an item handed over by forwarding or reassigning it: the dialog, a toast naming the
 * colleague once the gateway answers, and a refusal, which is the platform's own when the colleague
 * already reviews the item.
 */
function handOverRows(
  kind: 'forward' | 'reassign',
  operation: string,
): MachinePathTable<ReviewFixture>['events'] {
  const actor = `${kind}Item`;
  return {
    [`certification.${kind}`]: ({ run, event }) => handOver(run, event, kind),
    [`xstate.done.actor.${actor}`]: async ({ run }) => {
      await passOn(run, operation);
      const done = kind === 'forward' ? 'forwarded' : 'reassigned';
      const toast = run.page.getByText(
        english(`certificationTask.handOver.${done}`, { name: run.fixture.colleague.name }),
      );
      await untilShown(run, () => toast.isVisible(), `the toast of the ${done} item`);
    },
    [`xstate.error.actor.${actor}`]: ({ run, event }) =>
      plannedFailure(event) === REVIEWER_ALREADY_ASSIGNED
        ? passOn(run, operation)
        : networkFailure(run, operation),
  };
}

/**
 * The rows of a task-wide action: its button confirmed in a dialog, a toast once the gateway
 * answers, and the platform out of reach.
 */
function confirmedTaskAction(
  actor: 'clearDecisions' | 'signOff',
  operation: string,
  messages: { button: string; confirm: string; done: string },
): MachinePathTable<ReviewFixture>['events'] {
  return {
    [`certification.${actor}`]: ({ run }) =>
      confirm(
        run,
        run.page.getByRole('button', { name: english(messages.button) }),
        english(messages.confirm),
      ),
    [`xstate.done.actor.${actor}`]: async ({ run }) => {
      await passOn(run, operation);
      const toast = run.page.getByText(english(messages.done));
      await untilShown(run, () => toast.isVisible(), `the toast ${messages.done}`);
    },
    [`xstate.error.actor.${actor}`]: ({ run }) => networkFailure(run, operation),
  };
}

/** The reviewer's items and their decisions, as the task shows them. */
async function shownTask(page: Page) {
  const rows = await grid(page)
    .getByRole('row')
    .filter({ has: page.locator('[data-decision]') })
    .evaluateAll((elements) =>
      elements.map((row) => ({
        decision: row.querySelector('[data-decision]')?.getAttribute('data-decision') ?? null,
        text: row.textContent ?? '',
      })),
    );
  const alerts = await page.getByRole('alert').allTextContents();
  return {
    items: Object.entries(APPLICATIONS).flatMap(([itemId, { name }]) => {
      const row = rows.find((each) => each.text.includes(name));
      return row ? [{ itemId, decision: row.decision }] : [];
    }),
    progress: await page.getByText(/^\d+ of \d+ decided$/).textContent(),
    error: ERROR_MESSAGES.find((message) => alerts.some((text) => text.includes(message))) ?? null,
  };
}

const ERROR_MESSAGES = [
  'certify',
  'revoke',
  'defer',
  'clearDecisions',
  'comment',
  'forward',
  'reassign',
  'reviewerAlreadyAssigned',
  'signOff',
].map((key) => english(`certificationTask.errors.${key}`));

function plannedTask(state: AnyMachineSnapshot) {
  const { items, errorKey } = state.context as CertificationContext;
  const decided = items.filter((item) => item.decision !== null).length;
  return {
    items: items.map((item) => ({ itemId: item.id, decision: item.decision ?? 'none' })),
    progress: english('certificationTask.campaign.progress', {
      count: decided,
      total: items.length,
    }),
    error: errorKey ? english(errorKey) : null,
  };
}

const expectTask = (run: ReviewRun, state: AnyMachineSnapshot) =>
  untilShownAs(run, () => shownTask(run.page), plannedTask(state), 'the review');

/** An effect on its way: the operation is held and the page says it is busy. */
function busy(operation: string, busyText: (state: AnyMachineSnapshot) => string) {
  return async (run: ReviewRun, state: AnyMachineSnapshot) => {
    await run.held.arrival(operation);
    const text = run.page.getByText(busyText(state));
    await untilShown(run, () => text.isVisible(), busyText(state));
  };
}

const CERTIFICATION_TABLE: MachinePathTable<ReviewFixture> = {
  attribute: 'certificationState',
  heldOperations: [DECIDE, CLEAR, COMMENT, FORWARD, REASSIGN, SIGN_OFF],
  onlyOutcomes: true,
  concurrentPaths: true,
  notRun: (path) =>
    path.scenario === 'reviewer without view permission'
      ? 'the platform refuses the task to a reviewer without the view permission (403), so the app shows its Forbidden page and the machine never starts'
      : undefined,
  /**
   * Each path reviews a campaign of its own, made in the store: two accounts of the same user,
   * reviewed by the signed-in user alone, or with the colleague already on the second when the
   * plan has them refused as already assigned.
   */
  arrange: async (path, admin) => {
    const { reviewer, subject, colleague } = await (people ??= claimPeople(admin));
    const campaignId = `e2e-review-${Math.random().toString(36).slice(2, 10)}`;
    const permissions = path.scenario === 'reviewer without view permission' ? NONE : ALL;
    const assigned = meetsAssignedReviewer(path.steps.map((step) => step.event));
    const items: ReviewedAccount[] = Object.entries(APPLICATIONS).map(([itemId, { key }]) => ({
      id: `${campaignId}-${itemId}`,
      userId: subject.id,
      applicationId: `iga-${REALM}-app-${key}`,
      account: subject.username,
      reviewers: [
        { kind: 'user', id: reviewer.id, permissions },
        ...(assigned && itemId === 'item-2'
          ? [{ kind: 'user' as const, id: colleague.id, permissions: { ...NONE, view: true } }]
          : []),
      ],
    }));
    await addReviewCampaign({
      realm: REALM,
      id: campaignId,
      name: `Review ${campaignId}`,
      ownerId: reviewer.id,
      status: path.scenario === 'campaign already signed off' ? 'signed-off' : 'in-progress',
      items,
    });
    return { account: reviewer, fixture: { campaignId, subject, colleague } };
  },
  open: async ({ page, url, fixture }) => {
    await page.goto(`${url}${certificationTaskPath(fixture.campaignId)}`);
  },
  events: {
    /** Selects just the item (a click on a row toggles it), then presses the decision's key. */
    'certification.decide': async ({ run, event }) => {
      for (const [itemId, { name }] of Object.entries(APPLICATIONS)) {
        const row = itemRow(run, itemId);
        if ((await row.count()) === 0) continue;
        const selected = (await row.getAttribute('aria-selected')) === 'true';
        if (selected !== (itemId === event.itemId)) await row.getByText(name).click();
      }
      await run.page.keyboard.press(SHORTCUTS[event.decision as CertificationDecision]);
    },
    'xstate.done.actor.saveDecision': ({ run }) => passOn(run, DECIDE),
    'xstate.error.actor.saveDecision': ({ run }) => networkFailure(run, DECIDE),
    ...confirmedTaskAction('clearDecisions', CLEAR, {
      button: 'certificationTask.bulk.clear',
      confirm: 'certificationTask.clear.confirm',
      done: 'certificationTask.clear.done',
    }),
    'certification.comment': async ({ run, event }) => {
      await itemAction(run, event.itemId as string, /^Comments/);
      const field = dialog(run.page).getByRole('textbox', {
        name: english('certificationTask.comment.field'),
      });
      await (await whenVisible(run, field, 'the comment field')).fill(event.comment as string);
      await dialog(run.page)
        .getByRole('button', { name: english('certificationTask.comment.add') })
        .click();
    },
    /** The dialog lists the new comment. */
    'xstate.done.actor.addComment': async ({ run }) => {
      await passOn(run, COMMENT);
      const commented = run.path.steps.find((step) => step.event.type === 'certification.comment');
      const added = dialog(run.page).getByText(commented!.event.comment as string);
      await untilShown(run, () => added.isVisible(), 'the comment in the dialog');
    },
    'xstate.error.actor.addComment': ({ run }) => networkFailure(run, COMMENT),
    ...handOverRows('forward', FORWARD),
    ...handOverRows('reassign', REASSIGN),
    ...confirmedTaskAction('signOff', SIGN_OFF, {
      button: 'certificationTask.signOff.button',
      confirm: 'certificationTask.signOff.confirm',
      done: 'certificationTask.signOff.done',
    }),
  },
  states: {
    reviewing: expectTask,
    deciding: busy(DECIDE, () =>
      english('certificationTask.bulk.saving', { current: 1, count: 1 }),
    ),
    clearingDecisions: busy(CLEAR, () => english('certificationTask.clear.busy')),
    commenting: busy(COMMENT, () => english('certificationTask.comment.adding')),
    forwarding: busy(FORWARD, () => english('certificationTask.handOver.busy')),
    reassigning: busy(REASSIGN, () => english('certificationTask.handOver.busy')),
    signingOff: busy(SIGN_OFF, () => english('certificationTask.signOff.busy')),
    /** The review says it is signed off and offers no decision any more. */
    signedOff: async (run, state) => {
      const notice = run.page.getByText(english('certificationTask.signedOff'));
      await untilShown(run, () => notice.isVisible(), 'the signed-off notice');
      if (!(await reachesState(run.page, 'certificationState', 'signedOff'))) {
        throw new Error('the machine does not show signedOff');
      }
      await untilShownAs(
        run,
        async () => ({
          ...(await shownTask(run.page)),
          toolbar: await run.page
            .getByRole('toolbar', { name: english('certificationTask.bulk.label') })
            .count(),
        }),
        { ...plannedTask(state), toolbar: 0 },
        'the signed-off review',
      );
    },
    notPermitted: async (run) => {
      if (!(await reachesState(run.page, 'certificationState', 'notPermitted'))) {
        throw new Error('the machine does not show notPermitted');
      }
      await run.page
        .getByRole('heading', { name: english('certificationTask.notPermitted.title') })
        .waitFor();
    },
  },
};

describeMachinePlan(certificationModel, CERTIFICATION_TABLE);
