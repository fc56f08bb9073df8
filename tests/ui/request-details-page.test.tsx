import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { RequestDetailsPage } from '../../src/ui/features/my-requests/request-details-page.js';
import {
  AccessRequestDetails_RequestDocument,
  RequestActions_CancelDocument,
  RequestActions_CommentDocument,
} from '../../src/ui/gql/graphql.js';
import { ANN, accessRequest, gatewayError, type RequestShape } from './access-request-fixtures.js';
import {
  actionMock,
  fieldValue,
  renderRequestDetails,
  requestDetailsMock,
} from './access-request-details.js';

const PENDING = { actions: { comment: true, cancel: true } };

const requestMock = (shape: RequestShape = PENDING) => requestDetailsMock(shape);

const renderDetails = (mocks: MockLink.MockedResponse[]) =>
  renderRequestDetails('/my-requests/details/:requestId', <RequestDetailsPage />, mocks);

describe('Request Details', () => {
  it('shows the request, its labels, its justification and its history', async () => {
    renderDetails([requestMock()]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payroll' })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Request Details');
    expect(screen.getByRole('link', { name: 'Back to My Requests' }).getAttribute('href')).toBe(
      '/my-requests',
    );
    expect(fieldValue('Status')).toBe('In progress');
    expect(fieldValue('Decision')).toBe('Pending');
    expect(fieldValue('Priority')).toBe('High');
    expect(fieldValue('Requested for')).toBe('Cara Diaz');
    expect(fieldValue('Approver')).toBe('Bob Jones');
    expect(fieldValue('Access ends')).toBe('March 31, 2027');
    expect(screen.getByText('Needed for the quarterly close.')).toBeTruthy();
    const history = screen.getByRole('region', { name: 'History' });
    expect(within(history).getByText('Ann Smith made the request')).toBeTruthy();
    const actions = screen.getByRole('group', { name: 'Actions on this request' });
    expect(
      within(actions)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Add comment', 'Cancel request']);
  });

  it('offers no action on a decided request', async () => {
    renderDetails([requestMock({ status: 'complete', decision: 'approved', approver: null })]);
    expect(await screen.findByRole('heading', { level: 2, name: 'Payroll' })).toBeTruthy();
    expect(fieldValue('Status')).toBe('Completed');
    expect(fieldValue('Decision')).toBe('Approved');
    expect(screen.queryByRole('group', { name: 'Actions on this request' })).toBeNull();
  });

  it('cancels the request once confirmed, and shows it canceled', async () => {
    const sent = vi.fn();
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_CancelDocument,
        { id: 'r-1', rev: '1', comment: '' },
        {
          data: {
            cancelAccessRequest: accessRequest({
              rev: '2',
              status: 'canceled',
              decision: 'canceled',
            }),
          },
        },
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel request' });
    expect(dialog.textContent).toContain('Cancel the request for Payroll for Cara Diaz?');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Keep request' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(sent).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Cancel request' }));
    const again = await screen.findByRole('alertdialog', { name: 'Cancel request' });
    fireEvent.click(within(again).getByRole('button', { name: 'Cancel request' }));
    await waitFor(() => expect(fieldValue('Status')).toBe('Canceled'));
    expect(sent).toHaveBeenCalledOnce();
    expect(await screen.findByText('The request was canceled.')).toBeTruthy();
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('says when cancelling fails, and keeps the dialog open', async () => {
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_CancelDocument,
        { id: 'r-1', rev: '1', comment: '' },
        gatewayError('BAD_REQUEST'),
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Cancel request' }));
    const dialog = await screen.findByRole('alertdialog');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel request' }));
    expect((await within(dialog).findByRole('alert')).textContent).toBe(
      'There was an error cancelling the request.',
    );
  });

  it('needs a comment, then adds it to the history', async () => {
    const sent = vi.fn();
    const commented = accessRequest({
      rev: '2',
      actions: PENDING.actions,
      history: [
        ...accessRequest().history,
        {
          __typename: 'RequestHistoryEntry',
          action: 'comment',
          comment: 'Any news?',
          timestamp: '2026-11-21T10:00:00.000Z',
          user: { __typename: 'GovernanceUser', id: ANN.id, displayName: ANN.displayName },
        },
      ],
    });
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_CommentDocument,
        { id: 'r-1', rev: '1', comment: 'Any news?' },
        { data: { commentOnAccessRequest: commented } },
        sent,
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add comment' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Enter a comment.')).toBeTruthy();
    expect(sent).not.toHaveBeenCalled();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: '  Any news?  ' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    const history = screen.getByRole('region', { name: 'History' });
    expect(await within(history).findByText('Any news?')).toBeTruthy();
    expect(within(history).getByText('Ann Smith commented')).toBeTruthy();
    expect(sent).toHaveBeenCalledOnce();
  });

  it('refuses a comment longer than the limit', async () => {
    renderDetails([requestMock()]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add comment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'x'.repeat(1001) },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await within(dialog).findByText('Enter at most 1000 characters.')).toBeTruthy();
  });

  it('says when someone else changed the request, and loads the latest version', async () => {
    renderDetails([
      requestMock(),
      actionMock(
        RequestActions_CommentDocument,
        { id: 'r-1', rev: '1', comment: 'Hello' },
        gatewayError('CONFLICT'),
      ),
      requestMock({ ...PENDING, rev: '3' }),
      actionMock(
        RequestActions_CommentDocument,
        { id: 'r-1', rev: '3', comment: 'Hello' },
        { data: { commentOnAccessRequest: accessRequest({ ...PENDING, rev: '4' }) } },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Add comment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add comment' });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Comment/ }), {
      target: { value: 'Hello' },
    });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain(
      'There was an error commenting on the request. Someone else changed this request after you opened it.',
    );
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    expect(await within(dialog).findByRole('status')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add comment' }));
    expect(await screen.findByText('Your comment was added.')).toBeTruthy();
  });

  it('says when the request does not exist', async () => {
    renderDetails([
      {
        request: { query: AccessRequestDetails_RequestDocument, variables: { id: 'r-1' } },
        result: gatewayError('NOT_FOUND'),
      },
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This request does not exist, or you may not see it.',
    );
  });
});
