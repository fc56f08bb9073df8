import type { MockLink } from '@apollo/client/testing';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { USER_SEARCH_DELAY_MS } from '../../src/domain/governance/governance-feature.js';
import { ApprovalDetailsPage } from '../../src/ui/features/approvals/approval-details-page.js';
import {
  RequestActions_ApproveDocument,
  RequestActions_ForwardDocument,
  RequestActions_RejectDocument,
} from '../../src/ui/gql/graphql.js';
import {
  BOB,
  accessRequest,
  gatewayError,
  person,
  usersFound,
  type RequestShape,
} from './access-request-fixtures.js';
import {
  actionMock,
  fieldValue,
  renderRequestDetails,
  requestDetailsMock,
} from './access-request-details.js';

afterEach(() => {
  vi.useRealTimers();
});

const DECIDABLE = { actions: { approve: true, reject: true, forward: true, comment: true } };
const DANA = person('u-4', 'Dana Lee', 'dana');

const requestMock = (shape: RequestShape = DECIDABLE) => requestDetailsMock(shape);

const renderDetails = (mocks: MockLink.MockedResponse[]) =>
  renderRequestDetails('/approvals/:requestId', <ApprovalDetailsPage />, mocks);

async function openAction(name: string, title: string) {
  fireEvent.click(await vi.waitFor(() => screen.getByRole('button', { name })));
  return vi.waitFor(() => screen.getByRole('dialog', { name: title }));
}

describe('Approval Details', () => {
  it('offers the decisions the approver may take, not cancel', async () => {
    renderDetails([requestMock({ actions: { ...DECIDABLE.actions, cancel: true } })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payroll' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Approval Details');
    expect(screen.getByRole('link', { name: 'Back to Approvals' }).getAttribute('href')).toBe(
      '/approvals',
    );
    const actions = screen.getByRole('group', { name: 'Actions on this request' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Approve', 'Reject', 'Forward', 'Add comment']);
  });

  it('approves with an optional comment, and shows the decision', async () => {
    const sent = vi.fn();
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_ApproveDocument,
        { id: 'r-1', rev: '1', comment: '' },
        {
          data: {
            approveAccessRequest: accessRequest({
              rev: '2',
              status: 'complete',
              decision: 'approved',
              approver: null,
            }),
          },
        },
        sent,
      ),
    ]);
    const dialog = await openAction('Approve', 'Approve request');
    expect(dialog.textContent).toContain('Approve Payroll for Cara Diaz?');
    expect(within(dialog).getByRole('textbox', { name: 'Comment (optional)' })).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    await waitFor(() => expect(fieldValue('Decision')).toBe('Approved'));
    expect(sent).toHaveBeenCalledOnce();
    expect(await screen.findByText('The request was approved.')).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Actions on this request' })).toBeNull();
  });

  it('puts the focus on the page once the decision leaves no action to return it to', async () => {
    renderRequestDetails(
      '/approvals/:requestId',
      <main tabIndex={-1}>
        <ApprovalDetailsPage />
      </main>,
      [
        requestMock(),
        actionMock(
          RequestActions_ApproveDocument,
          { id: 'r-1', rev: '1', comment: '' },
          { data: { approveAccessRequest: accessRequest({ rev: '2', status: 'complete' }) } },
        ),
      ],
    );
    const dialog = await openAction('Approve', 'Approve request');
    const approve = within(dialog).getByRole('button', { name: 'Approve' });
    approve.focus();
    fireEvent.click(approve);
    await screen.findByText('The request was approved.');
    await waitFor(() => expect(document.activeElement?.tagName).toBe('MAIN'));
  });

  it('needs a reason to reject, and says when rejecting fails', async () => {
    const sent = vi.fn();
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_RejectDocument,
        { id: 'r-1', rev: '1', comment: 'Not needed' },
        gatewayError('UPSTREAM_UNAVAILABLE'),
        sent,
      ),
    ]);
    const dialog = await openAction('Reject', 'Reject request');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect(await within(dialog).findByText('Enter a comment.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'Not needed' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Reject' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'Issue connecting to the server.',
    );
    expect(sent).toHaveBeenCalledOnce();
  });

  it('says when approving fails', async () => {
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_ApproveDocument,
        { id: 'r-1', rev: '1', comment: '' },
        gatewayError('FORBIDDEN'),
      ),
    ]);
    const dialog = await openAction('Approve', 'Approve request');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error approving the request.',
    );
  });

  it('forwards to a user found by name, who then decides', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const sent = vi.fn();
    renderDetails([
      requestMock(),
      usersFound('dan', [BOB, DANA]),
      actionMock(
        RequestActions_ForwardDocument,
        { id: 'r-1', rev: '1', comment: 'Dana owns this now', userId: DANA.id },
        { data: { forwardAccessRequest: accessRequest({ rev: '2', approver: DANA }) } },
        sent,
      ),
    ]);
    const dialog = await openAction('Forward', 'Forward request');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));
    expect(within(dialog).getByRole('alert').textContent).toBe('Choose who decides next.');

    const box = within(dialog).getByRole('combobox', { name: 'Forward to' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'dan' } });
    await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
    const options = await vi.waitFor(() => {
      const found = screen.getAllByRole('option');
      // The current approver is not offered.
      expect(found.map((option) => option.textContent)).toEqual([
        'Dana Leedana · dana@example.com',
      ]);
      return found;
    });
    fireEvent.click(options[0]!);
    expect(within(dialog).getByText('The request goes to Dana Lee.')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'Dana owns this now' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));
    await vi.waitFor(() => expect(fieldValue('Approver')).toBe('Dana Lee'));
    expect(sent).toHaveBeenCalledOnce();
  });

  it('says when forwarding fails', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    renderDetails([
      requestMock(),
      usersFound('dan', [DANA]),
      actionMock(
        RequestActions_ForwardDocument,
        { id: 'r-1', rev: '1', comment: '', userId: DANA.id },
        gatewayError('BAD_REQUEST'),
      ),
    ]);
    const dialog = await openAction('Forward', 'Forward request');
    const box = within(dialog).getByRole('combobox', { name: 'Forward to' });
    act(() => box.focus());
    fireEvent.change(box, { target: { value: 'dan' } });
    await act(() => vi.advanceTimersByTimeAsync(USER_SEARCH_DELAY_MS));
    fireEvent.click(await vi.waitFor(() => screen.getByRole('option', { name: /Dana Lee/ })));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Forward' }));
    await vi.waitFor(() =>
      expect(within(dialog).getByRole('alert').textContent).toBe(
        'There was an error forwarding the request.',
      ),
    );
  });

  it('says when someone else decided first, and loads the latest version', async () => {
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_ApproveDocument,
        { id: 'r-1', rev: '1', comment: '' },
        gatewayError('CONFLICT'),
      ),
      requestMock({ rev: '5', status: 'complete', decision: 'rejected', approver: null }),
    ]);
    const dialog = await openAction('Approve', 'Approve request');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Approve' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'There was an error approving the request. Someone else changed this request after you opened it.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await waitFor(() => expect(fieldValue('Decision')).toBe('Rejected'));
  });
});
