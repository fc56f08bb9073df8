import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { Route } from 'wouter';
import { CERTIFICATION_TASK_ROUTE, certificationTaskPath } from '../../src/domain/app-paths.js';
import type { PickedUser } from '../../src/ui/components/user-search-field/user-search-field.js';
import { CertificationTaskPage } from '../../src/ui/features/certification-task/certification-task-page.js';
import {
  CertificationTask_CommentDocument,
  CertificationTask_ForwardDocument,
  CertificationTask_ReassignDocument,
  CertificationTask_SignOffDocument,
  GlossaryDrawer_TermsDocument,
} from '../../src/ui/gql/graphql.js';
import {
  ALLOWED,
  CAMPAIGN_ID,
  campaign,
  decideMock,
  item,
  refusal,
  taskMock,
  handOverMock,
} from './certification-fixtures.js';
import { renderWithProviders } from './support/render.js';

const DORA: PickedUser = { id: 'u-dora', displayName: 'Dora Diaz', userName: 'dora', mail: null };

/** The user picker searches as the user types; here a button stands for choosing Dora. */
vi.mock('../../src/ui/components/user-search-field/user-search-field.js', () => ({
  UserSearchField: ({
    label,
    onSelect,
  }: {
    label: string;
    onSelect: (user: PickedUser) => void;
  }) => (
    <button type="button" onClick={() => onSelect(DORA)}>
      {`${label}: Dora Diaz`}
    </button>
  ),
}));

const ANN = item('i-ann', 'Ann', 'Payroll');
const BOB = item('i-bob', 'Bob', 'Ledger', {
  role: 'Accountant',
  entitlement: null,
  flags: { recon: true, newAccess: true, requestBased: false },
});
const CID = item('i-cid', 'Cid', 'Expenses');

const renderTask = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(
    <Route path={CERTIFICATION_TASK_ROUTE}>
      <CertificationTaskPage />
    </Route>,
    { path: certificationTaskPath(CAMPAIGN_ID), mocks },
  );

const grid = () => screen.findByRole('grid', { name: 'Items to review' });

function rowOf(name: string): HTMLElement {
  const header = screen.getByRole('rowheader', { name: new RegExp(`^${name}`) });
  const row = header.closest('[role="row"]');
  if (!(row instanceof HTMLElement)) throw new Error(`No row for ${name}`);
  return row;
}

const select = (name: string) => fireEvent.click(within(rowOf(name)).getByRole('checkbox'));
const decisionOf = (name: string) =>
  within(rowOf(name)).getAllByRole('gridcell').at(-3)?.textContent;
const progress = () =>
  screen.getByRole('progressbar', { name: 'Items decided' }).getAttribute('aria-valuetext');

async function chooseItemAction(name: string, action: string) {
  fireEvent.click(screen.getByRole('button', { name: `Actions for ${name}` }));
  const entry = await screen.findByRole('menuitem', { name: action });
  act(() => {
    fireEvent.click(entry);
  });
}

describe('certification task', () => {
  it('shows the campaign, the reviewer’s progress and each item with its flags and decision', async () => {
    const deferred = item('i-eve', 'Eve', 'Payroll', {
      decision: 'exception',
      deferredUntil: '2026-06-08T12:00:00.000Z',
    });
    renderTask([taskMock([ANN, BOB, deferred])]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Quarterly review' })).toBeTruthy();
    expect(screen.getByText('Every application of the finance department.')).toBeTruthy();
    expect(screen.getByText('Olivia Owner')).toBeTruthy();
    expect(screen.getByText('June 30, 2026')).toBeTruthy();
    expect(progress()).toBe('1 of 3 decided');
    expect(screen.getByRole('link', { name: 'Back to Access Reviews' }).getAttribute('href')).toBe(
      '/access-reviews',
    );

    await grid();
    const cells = within(rowOf('Bob')).getAllByRole('gridcell');
    expect(cells.map((cell) => cell.textContent).slice(1)).toEqual([
      'Ledger',
      'bob@ledger',
      'Role: Accountant',
      'ReconciledNew access',
      'No decision',
      '0',
      'Actions',
    ]);
    const flags = within(rowOf('Bob')).getByRole('list', { name: 'Flags' });
    expect(
      within(flags)
        .getAllByRole('listitem')
        .map((flag) => flag.textContent),
    ).toEqual(['Reconciled', 'New access']);
    expect(decisionOf('Eve')).toBe('Exception allowedDeferred until June 8, 2026');
  });

  it('decides every selected item, one after the other, when C, R or E is pressed in the table', async () => {
    renderTask([
      taskMock([ANN, BOB, CID]),
      decideMock(ANN, 'certify'),
      decideMock(BOB, 'certify'),
      decideMock(CID, 'exception', { deferredUntil: '2026-06-08T12:00:00.000Z' }),
    ]);
    const table = await grid();
    expect(
      screen.getByText(/press C to certify, R to revoke or E to allow an exception for 7 days/),
    ).toBeTruthy();
    select('Ann');
    select('Bob');
    expect(screen.getByText('Selected items: 2')).toBeTruthy();
    fireEvent.keyDown(within(rowOf('Ann')).getByRole('checkbox'), { key: 'c' });
    expect(screen.getByText('Saving decision 1 of 2…')).toBeTruthy();
    expect(await screen.findByText('Saving decision 2 of 2…')).toBeTruthy();
    expect(decisionOf('Ann')).toBe('Certified');
    await waitFor(() => expect(decisionOf('Bob')).toBe('Certified'));
    expect(decisionOf('Ann')).toBe('Certified');
    expect(decisionOf('Cid')).toBe('No decision');
    expect(progress()).toBe('2 of 3 decided');

    select('Ann');
    select('Bob');
    select('Cid');
    fireEvent.keyDown(table, { key: 'E' });
    await waitFor(() =>
      expect(decisionOf('Cid')).toBe('Exception allowedDeferred until June 8, 2026'),
    );
    expect(progress()).toBe('3 of 3 decided');
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('keeps Sign off disabled while an item has no decision, then signs off once confirmed', async () => {
    const certified = { ...ANN, decision: 'certify' as const };
    renderTask([
      taskMock([certified, BOB]),
      decideMock(BOB, 'revoke'),
      {
        request: {
          query: CertificationTask_SignOffDocument,
          variables: { campaignId: CAMPAIGN_ID },
        },
        result: {
          data: {
            signOffCampaign: { ...campaign('signed_off'), __typename: 'AccessReview' },
          },
        },
      },
    ]);
    await grid();
    const signOff = screen.getByRole('button', { name: 'Sign off' });
    expect(signOff.hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Sign off once every item has a decision. Items without a decision: 1.'),
    ).toBeTruthy();

    select('Bob');
    fireEvent.click(screen.getByRole('button', { name: 'Revoke' }));
    await waitFor(() => expect(decisionOf('Bob')).toBe('Revoked'));
    expect(signOff.hasAttribute('disabled')).toBe(false);

    fireEvent.click(signOff);
    const dialog = await screen.findByRole('alertdialog', { name: 'Sign off the review' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Sign off' }));
    expect(
      await screen.findByText('This review is signed off: its decisions can no longer change.'),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Sign off' })).toBeNull();
    expect(screen.queryByRole('toolbar')).toBeNull();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
  });

  it('keeps Sign off disabled while items of other reviewers have no decision', async () => {
    renderTask([
      taskMock([{ ...ANN, decision: 'certify' as const }], { othersUndecidedItems: 12 }),
    ]);
    await grid();
    expect(screen.getByRole('button', { name: 'Sign off' }).hasAttribute('disabled')).toBe(true);
    expect(
      screen.getByText('Sign off once every item has a decision. Items without a decision: 12.'),
    ).toBeTruthy();
  });

  it('says “Reviewer already assigned” when the chosen user already reviews the item', async () => {
    renderTask([
      taskMock([ANN, BOB]),
      handOverMock(
        CertificationTask_ForwardDocument,
        { itemId: ANN.id, reviewerId: DORA.id, comment: 'Knows payroll' },
        refusal('Reviewer already assigned', 'CONFLICT'),
      ),
    ]);
    await grid();
    await chooseItemAction('Ann, Payroll', 'Forward…');
    const dialog = await screen.findByRole('dialog', { name: 'Forward Ann, Payroll' });
    const forward = within(dialog).getByRole('button', { name: 'Forward' });
    expect(forward.hasAttribute('disabled')).toBe(true);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reviewer: Dora Diaz' }));
    expect(within(dialog).getByText('Chosen reviewer: Dora Diaz')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'Comment (optional)' }), {
      target: { value: 'Knows payroll' },
    });
    fireEvent.click(forward);
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Reviewer already assigned.',
    );
    expect(rowOf('Ann')).toBeTruthy();
  });

  it('forwards an item, which then leaves the reviewer’s list', async () => {
    renderTask([
      taskMock([ANN, BOB]),
      handOverMock(
        CertificationTask_ForwardDocument,
        { itemId: BOB.id, reviewerId: DORA.id },
        { data: { forwardCertificationItem: true } },
      ),
    ]);
    await grid();
    await chooseItemAction('Bob, Ledger', 'Forward…');
    const dialog = await screen.findByRole('dialog', { name: 'Forward Bob, Ledger' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reviewer: Dora Diaz' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(await screen.findByText('The item is forwarded to Dora Diaz.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Bob/ })).toBeNull());
    expect(progress()).toBe('0 of 1 decided');
  });

  it('reassigns an item to another user', async () => {
    renderTask([
      taskMock([ANN, BOB]),
      handOverMock(
        CertificationTask_ReassignDocument,
        { itemId: ANN.id, reviewerId: DORA.id },
        { data: { reassignCertificationItem: true } },
      ),
    ]);
    await grid();
    await chooseItemAction('Ann, Payroll', 'Reassign…');
    const dialog = await screen.findByRole('dialog', { name: 'Reassign Ann, Payroll' });
    expect(
      within(dialog).getByText('The reviewer you choose reviews this item instead of you.'),
    ).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reviewer: Dora Diaz' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reassign' }));
    expect(await screen.findByText('The item is reassigned to Dora Diaz.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('rowheader', { name: /^Ann/ })).toBeNull());
  });

  it('reads the task again when a decision meets a newer revision, then decides with it', async () => {
    renderTask([
      taskMock([ANN, BOB]),
      { ...decideMock(ANN, 'revoke'), result: refusal('Stale revision', 'CONFLICT') },
      taskMock([{ ...ANN, rev: '2' }, BOB]),
      decideMock({ ...ANN, rev: '2' }, 'revoke'),
    ]);
    await grid();
    select('Ann');
    fireEvent.keyDown(within(rowOf('Ann')).getByRole('checkbox'), { key: 'r' });
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error revoking the item.',
    );
    expect(decisionOf('Ann')).toBe('No decision');
    fireEvent.keyDown(within(rowOf('Ann')).getByRole('checkbox'), { key: 'r' });
    await waitFor(() => expect(decisionOf('Ann')).toBe('Revoked'));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('adds a comment to an item', async () => {
    const comment = {
      __typename: 'CertificationComment' as const,
      user: { __typename: 'GovernanceUser' as const, id: 'u-me', displayName: 'Rita Reviewer' },
      comment: 'Checked with the manager',
      timestamp: '2026-06-02T12:00:00.000Z',
    };
    renderTask([
      taskMock([ANN]),
      {
        request: {
          query: CertificationTask_CommentDocument,
          variables: {
            input: { campaignId: CAMPAIGN_ID, itemId: ANN.id, comment: 'Checked with the manager' },
          },
        },
        result: { data: { commentOnCertificationItem: { ...ANN, comments: [comment] } } },
      },
    ]);
    await grid();
    await chooseItemAction('Ann, Payroll', 'Comments (0)');
    const dialog = await screen.findByRole('dialog', { name: 'Comments on Ann, Payroll' });
    expect(within(dialog).getByText('No comments yet.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: 'New comment' }), {
      target: { value: '  Checked with the manager ' },
    });
    const add = within(dialog).getByRole('button', { name: 'Add comment' });
    add.focus();
    fireEvent.click(add);
    expect(await within(dialog).findByText('Checked with the manager')).toBeTruthy();
    const field = within(dialog).getByRole('textbox', { name: 'New comment' });
    await waitFor(() => expect((field as HTMLTextAreaElement).value).toBe(''));
    // The Add button is disabled until there is text again: the focus waits in the field.
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(within(rowOf('Ann')).getAllByRole('gridcell').at(-2)?.textContent).toBe('1');
  });

  it('shows the glossary in a drawer', async () => {
    renderTask([
      taskMock([ANN]),
      {
        request: { query: GlossaryDrawer_TermsDocument },
        result: {
          data: {
            certificationGlossary: [
              { __typename: 'GlossaryTerm', term: 'Revoke', definition: 'Remove the access.' },
            ],
          },
        },
      },
    ]);
    await grid();
    fireEvent.click(screen.getByRole('button', { name: 'Glossary' }));
    const drawer = await screen.findByRole('dialog', { name: 'Glossary' });
    expect(await within(drawer).findByText('Remove the access.')).toBeTruthy();
  });

  it('says so when the reviewer may not view the campaign', async () => {
    renderTask([taskMock([ANN], { permissions: { ...ALLOWED, view: false } })]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'You cannot review this campaign' }),
    ).toBeTruthy();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows a signed-off campaign read-only', async () => {
    renderTask([taskMock([{ ...ANN, decision: 'certify' }], { status: 'signed_off' })]);
    await grid();
    expect(
      screen.getByText('This review is signed off: its decisions can no longer change.'),
    ).toBeTruthy();
    expect(screen.queryAllByRole('checkbox')).toEqual([]);
    expect(screen.queryByRole('button', { name: 'Certify' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sign off' })).toBeNull();
  });

  it('says when the task could not be read', async () => {
    renderTask([
      {
        request: {
          query: taskMock([]).request.query,
          variables: { campaignId: CAMPAIGN_ID },
        },
        result: refusal('down', 'INTERNAL'),
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error retrieving the certification task.',
    );
  });
});
