import type { Locator, Page } from 'playwright-core';
import type { AnyEventObject, AnyMachineSnapshot } from 'xstate';
import { requestCartModel } from '../../../scripts/paths/models/request-cart-model.js';
import { MAX_USERS_PER_REQUEST } from '../../../src/domain/constants.js';
import {
  DUPLICATE_REQUEST,
  EXISTING_ACCESS,
} from '../../../src/domain/governance/request-conflict-reasons.js';
import type { CartUser, CatalogItemConflict } from '../../../src/domain/request-cart.js';
import type { RequestCartContext } from '../../../src/machines/requestCartMachine.js';
import {
  CLAIMED_PREFIX,
  SEEDED_USER_NAME,
  type FreshUser,
  type PlatformAdmin,
} from '../support/platform-admin.js';
import { sharingUsers } from '../support/stack-control.js';
import { describeMachinePlan } from './support/describe-machine-plan.js';
import { english } from './support/english.js';
import { answerWithData, answerWithError, plannedFailure } from './support/graphql-answers.js';
import {
  untilShown,
  untilShownAs,
  whenVisible,
  type MachinePathTable,
  type PathRun,
} from './support/run-machine-path.js';
import { chooseUser } from './support/user-search.js';

const CHECK = 'NewRequestPage_Conflict';
const SUBMIT = 'NewRequestPage_Submit';
const REALM = 'alpha';
/** The plan's catalog item: an application that no user a test may claim holds or asked for. */
const ITEM = 'ServiceNow';

/** A user the plan's `user-2`, `user-3`… stand for, found by their mail address. */
interface OtherUser {
  mail: string;
  name: string;
}

interface CartFixture {
  /** The plan's user-2 onwards: only ever added to the cart, never part of a submitted request. */
  others: OtherUser[];
}

type CartRun = PathRun<CartFixture>;

/** The signed-in user that the paths share which submit nothing. */
let sharedRequester: Promise<FreshUser> | undefined;

const userNumber = (userId: string) => Number(userId.replace(/^user-/, ''));

/** Who the plan's `user-<n>` is: the signed-in user first, then the fixture's others. */
function person(run: CartRun, userId: string) {
  const n = userNumber(userId);
  if (n === 1) {
    const { username, name } = run.account;
    return { search: username, optionText: username, name };
  }
  const other = run.fixture.others[n - 2];
  if (!other) throw new Error(`No user stands for ${userId}`);
  return { search: other.mail, optionText: other.mail, name: other.name };
}

const region = (page: Page, key: string) => page.getByRole('region', { name: english(key) });
const requestedFor = (page: Page) => region(page, 'newRequest.users.title');
const basket = (page: Page) => region(page, 'newRequest.basket.title');
const catalog = (page: Page) => region(page, 'newRequest.catalog.title');
const priorityButton = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`${english('newRequest.details.priority')}$`) });

const ERROR_MESSAGES = [
  'requestCart.errors.tooManyUsers',
  'requestCart.errors.duplicateRequest',
  'requestCart.errors.existingAccess',
  'requestCart.errors.validateFailed',
  'requestCart.errors.submitFailed',
].map((key) => english(key, { max: MAX_USERS_PER_REQUEST }));

const ariaLabels = (buttons: Locator) =>
  buttons.evaluateAll((elements) => elements.map((element) => element.getAttribute('aria-label')));

/** The day a date field shows, as YYYY-MM-DD, or null while it is empty. */
async function shownDay(group: Locator): Promise<string | null> {
  const [month, day, year] = await group
    .getByRole('spinbutton')
    .evaluateAll((segments) => segments.map((segment) => segment.getAttribute('aria-valuenow')));
  if (!month || !day || !year) return null;
  return `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
}

const expiryField = (page: Page) =>
  page.getByRole('group', { name: english('newRequest.details.expiryDate') });

/** The cart as the page shows it. */
async function shownCart(page: Page) {
  const alerts = await page.getByRole('alert').allTextContents();
  return {
    users: await requestedFor(page)
      .getByText(/ of \d+ users$/)
      .textContent(),
    userButtons: await ariaLabels(requestedFor(page).getByRole('listitem').getByRole('button')),
    basket: await ariaLabels(basket(page).getByRole('listitem').getByRole('button')),
    error: ERROR_MESSAGES.find((message) => alerts.some((text) => text.includes(message))) ?? null,
    justification: await page
      .getByRole('textbox', { name: english('newRequest.details.justification') })
      .inputValue(),
    expiryDate: await shownDay(expiryField(page)),
    priority: await priorityButton(page).textContent(),
  };
}

/** The cart the plan's snapshot holds, as the page should show it. */
function plannedCart(run: CartRun, state: AnyMachineSnapshot) {
  const context = state.context as RequestCartContext;
  return {
    users: english('newRequest.users.count', {
      count: context.users.length,
      max: MAX_USERS_PER_REQUEST,
    }),
    userButtons: context.users.map((user: CartUser) =>
      english('newRequest.users.remove', { name: person(run, user.id).name }),
    ),
    basket: context.items.map(() => english('newRequest.basket.remove', { name: ITEM })),
    error: context.errorKey ? english(context.errorKey, { max: MAX_USERS_PER_REQUEST }) : null,
    justification: context.justification,
    expiryDate: context.expiryDate,
    priority: english(`accessRequest.priorities.${context.priority}`),
  };
}

const expectCart = (run: CartRun, state: AnyMachineSnapshot) =>
  untilShownAs(run, () => shownCart(run.page), plannedCart(run, state), 'the request cart');

/** Types a day into a date field's segments, month first as the en-US locale orders them. */
async function typeDay(group: Locator, day: string): Promise<void> {
  const [year, month, date] = day.split('-');
  await group.getByRole('spinbutton').first().click();
  await group.page().keyboard.type(`${month}${date}${year}`);
}

/** Withdraws, over the gateway, the requests the signed-in user made that are still pending. */
async function cancelPendingRequests(page: Page): Promise<number> {
  const { cancelled, failures } = await page.evaluate(async () => {
    const call = async (query: string, variables: object = {}) => {
      const response = await fetch('/graphql', {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-requested-with': 'identity-console' },
        body: JSON.stringify({ query, variables }),
      });
      return (await response.json()) as { data?: unknown; errors?: unknown[] };
    };
    const listed = await call(
      '{ myAccessRequests(input: { status: "in-progress", pageSize: 50, page: 0 }) { rows { id rev } } }',
    );
    const rows =
      (listed.data as { myAccessRequests: { rows: { id: string; rev: string }[] } } | undefined)
        ?.myAccessRequests.rows ?? [];
    const answers = await Promise.all(
      rows.map(({ id, rev }) =>
        call(
          'mutation ($input: RequestActionInput!) { cancelAccessRequest(input: $input) { id } }',
          { input: { id, rev, comment: 'Withdrawn after the test' } },
        ),
      ),
    );
    return {
      cancelled: rows.length,
      failures: [listed, ...answers].flatMap((answer) => answer.errors ?? []),
    };
  });
  if (failures.length > 0) throw new Error(`Withdrawing the request: ${JSON.stringify(failures)}`);
  return cancelled;
}

/**
 * Users of the realm for the plan's user-2 onwards, with a mail of their own to be found by.
 * Those no test claims come first: a claimed user keeps their mail but may be deleted.
 */
async function otherUsers(admin: PlatformAdmin, account: FreshUser): Promise<OtherUser[]> {
  const [users, sharing] = await Promise.all([admin.activeUsers(REALM), sharingUsers(REALM)]);
  /** 0 for a user no test claims, 1 for one a test may claim, 2 for one a test claimed. */
  const risk = ({ _id, userName = '' }: (typeof users)[number]) =>
    sharing.has(_id)
      ? 0
      : userName.startsWith(CLAIMED_PREFIX)
        ? 2
        : Number(SEEDED_USER_NAME.test(userName));
  const mails = users.map((user) => user.mail);
  return users
    .filter(
      (user) =>
        user._id !== account.id &&
        user.givenName &&
        user.sn &&
        mails.indexOf(user.mail) === mails.lastIndexOf(user.mail),
    )
    .sort((a, b) => risk(a) - risk(b))
    .slice(0, MAX_USERS_PER_REQUEST)
    .map((user) => ({ mail: user.mail!, name: `${user.givenName} ${user.sn}` }));
}

const submits = (events: readonly AnyEventObject[]) =>
  events.some((event) => event.type === 'xstate.done.actor.submitRequest');

/** Nobody holds or asked for the item: the gateway's own answer is the plan's "none". */
async function answerCheck(run: CartRun, output: unknown) {
  await run.held.arrival(CHECK);
  const conflict = output as CatalogItemConflict;
  const check = run.held.take(CHECK);
  if (conflict === 'none') await check.route.continue();
  else await answerWithData(check, { catalogItemConflict: conflict });
}

async function failCheck({ run }: { run: CartRun }) {
  await run.held.arrival(CHECK);
  await answerWithError(run.held.take(CHECK));
}

const REQUEST_CART_TABLE: MachinePathTable<CartFixture> = {
  attribute: 'requestCartState',
  onlyOutcomes: true,
  concurrentPaths: true,
  heldOperations: [CHECK, SUBMIT],
  /**
   * A path that submits signs in as a user of its own, whose request is real; the others share
   * one signed-in user, who never has a request. The plan's other users are the realm's, found
   * by mail and only ever put in the cart.
   */
  arrange: async (path, admin) => {
    const account = submits(path.steps.map((step) => step.event))
      ? await admin.freshUser(REALM)
      : await (sharedRequester ??= admin.freshUser(REALM));
    const added = Math.max(
      ...path.steps.map(({ state }) => {
        const { users, checkingUser } = state.context as RequestCartContext;
        return users.length + (checkingUser ? 1 : 0);
      }),
    );
    const others = added > 1 ? await otherUsers(admin, account) : [];
    return { account, fixture: { others } };
  },
  /**
   * New Request opens from My Requests for the users chosen there; the plan starts from an empty
   * cart, so the signed-in user chosen to open it is taken out again.
   */
  open: async ({ page, url, account }) => {
    await page.goto(`${url}/my-requests`);
    await page
      .getByRole('main')
      .getByRole('button', { name: english('myRequests.newRequest') })
      .click();
    const chooser = page.getByRole('dialog');
    await chooser
      .getByRole('button', { name: english('myRequests.chooseUsers.addMyself') })
      .click();
    await chooser.getByRole('button', { name: english('myRequests.chooseUsers.next') }).click();
    await requestedFor(page)
      .getByRole('button', { name: english('newRequest.users.remove', { name: account.name }) })
      .click();
  },
  /** The submitted request is withdrawn, so that its approver has nothing new to decide. */
  cleanUp: async (run) => {
    if (!submits(run.path.steps.map((step) => step.event))) return;
    if ((await cancelPendingRequests(run.page)) !== 1) throw new Error('No request to withdraw');
  },
  events: {
    'cart.addUser': async ({ run, event }) => {
      const { search, optionText } = person(run, (event.user as CartUser).id);
      await chooseUser(
        run,
        requestedFor(run.page),
        english('newRequest.users.search'),
        search,
        optionText,
      );
    },
    'cart.removeUser': async ({ run, event }) => {
      const { name } = person(run, event.userId as string);
      await requestedFor(run.page)
        .getByRole('button', { name: english('newRequest.users.remove', { name }) })
        .click();
    },
    'cart.addItem': async ({ run }) => {
      const { page } = run;
      // The catalog's table loads its code lazily; React reveals it on the paused clock's timers.
      const search = catalog(page).getByRole('searchbox', { name: english('dataTable.search') });
      await (await whenVisible(run, search, 'the catalog search')).fill(ITEM);
      const row = catalog(page)
        .getByRole('row')
        .filter({ hasText: new RegExp(`^${ITEM}`) });
      await untilShown(run, () => row.isVisible(), `${ITEM} in the catalog`);
      await row.click();
      const details = page.getByRole('dialog', { name: ITEM });
      await untilShown(run, () => details.isVisible(), `the details of ${ITEM}`);
      await details.getByRole('button', { name: english('newRequest.item.add') }).click();
    },
    'cart.removeItem': async ({ run }) => {
      await basket(run.page)
        .getByRole('button', { name: english('newRequest.basket.remove', { name: ITEM }) })
        .click();
    },
    'cart.setJustification': async ({ run, event }) => {
      await run.page
        .getByRole('textbox', { name: english('newRequest.details.justification') })
        .fill(event.justification as string);
    },
    'cart.setExpiryDate': async ({ run, event }) => {
      await typeDay(expiryField(run.page), event.expiryDate as string);
    },
    'cart.setPriority': async ({ run, event }) => {
      await priorityButton(run.page).click();
      const option = run.page.getByRole('option', {
        name: english(`accessRequest.priorities.${event.priority as string}`),
      });
      await untilShown(run, () => option.isVisible(), 'the priorities');
      await option.click();
    },
    'cart.submit': async ({ run }) => {
      await run.page.getByRole('button', { name: english('newRequest.submit') }).click();
    },
    'xstate.done.actor.checkItemConflicts': ({ run, event }) => answerCheck(run, event.output),
    'xstate.error.actor.checkItemConflicts': failCheck,
    /** The basket's one item, checked for the user the plan adds after it. */
    'xstate.done.actor.checkUserConflicts': ({ run, event }) => answerCheck(run, event.output),
    'xstate.error.actor.checkUserConflicts': failCheck,
    'xstate.done.actor.submitRequest': async ({ run }) => {
      await run.held.arrival(SUBMIT);
      await run.held.take(SUBMIT).route.continue();
    },
    /** A refusal the gateway gives a reason for (a pending request, access already held), or none. */
    'xstate.error.actor.submitRequest': async ({ run, event }) => {
      await run.held.arrival(SUBMIT);
      const reason = plannedFailure(event);
      const submit = run.held.take(SUBMIT);
      if (reason !== DUPLICATE_REQUEST && reason !== EXISTING_ACCESS) {
        await answerWithError(submit);
        return;
      }
      await submit.route.fulfill({
        json: {
          data: null,
          errors: [{ message: reason, extensions: { code: 'CONFLICT', reason } }],
        },
      });
    },
  },
  states: {
    editing: expectCart,
    checkingUser: async (run, state) => {
      await run.held.arrival(CHECK);
      await expectCart(run, state);
    },
    checkingItem: async (run, state) => {
      await run.held.arrival(CHECK);
      await catalog(run.page)
        .getByText(english('newRequest.catalog.checking', { name: ITEM }))
        .waitFor();
      await expectCart(run, state);
    },
    submitting: async (run, state) => {
      await run.held.arrival(SUBMIT);
      await run.page.getByRole('button', { name: english('newRequest.submitting') }).waitFor();
      await expectCart(run, state);
    },
    /** Back on My Requests, which lists the new request as pending, with a toast. */
    submitted: async (run) => {
      const { page } = run;
      const toast = page.getByText(english('newRequest.submitted', { count: 1 }));
      const request = page
        .getByRole('main')
        .getByRole('row')
        .filter({ hasText: ITEM })
        .filter({ hasText: english('enum.requestStatus.in-progress') });
      await untilShown(
        run,
        async () =>
          /\/my-requests$/.test(page.url()) &&
          (await toast.isVisible()) &&
          (await request.isVisible()),
        `My Requests with the pending request for ${ITEM} and the toast`,
      );
    },
  },
};

describeMachinePlan(requestCartModel, REQUEST_CART_TABLE);
