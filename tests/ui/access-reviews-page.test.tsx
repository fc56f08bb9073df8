import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AccessReviewsPage } from '../../src/ui/features/access-reviews/access-reviews-page.js';
import { AccessReviewsPage_ListDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const review = (
  id: string,
  name: string,
  overrides: Partial<{
    reviewStatus: string;
    status: 'in_progress' | 'signed_off';
    totalItems: number;
    decidedItems: number;
    certifiedItems: number;
    revokedItems: number;
    exceptionItems: number;
  }> = {},
) => ({
  __typename: 'AccessReview' as const,
  id,
  name,
  owner: { __typename: 'GovernanceUser' as const, id: 'owner-1', displayName: 'Olivia Owner' },
  deadline: '2026-06-30T12:00:00.000Z',
  reviewStatus: 'in-progress',
  status: 'in_progress' as const,
  totalItems: 20,
  decidedItems: 5,
  certifiedItems: 3,
  revokedItems: 1,
  exceptionItems: 1,
  ...overrides,
});

const listMock = (reviews: ReturnType<typeof review>[]): MockLink.MockedResponse => ({
  request: { query: AccessReviewsPage_ListDocument },
  result: { data: { accessReviews: reviews } },
});

const renderPage = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<AccessReviewsPage />, { path: '/access-reviews', mocks });

describe('access reviews page', () => {
  it('lists each campaign with its owner, deadline, translated status and progress', async () => {
    renderPage([
      listMock([
        review('c-1', 'Quarterly review'),
        review('c-2', 'Finance apps', { reviewStatus: 'overdue', totalItems: 4, decidedItems: 0 }),
      ]),
    ]);
    expect(await screen.findByRole('heading', { level: 1, name: 'Access Reviews' })).toBeTruthy();
    const table = await screen.findByRole('table', { name: 'Access Reviews' });
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((row) => [...row.children].slice(0, 4).map((cell) => cell.textContent)),
    ).toEqual([
      ['Quarterly review', 'Olivia Owner', 'June 30, 2026', 'Active'],
      ['Finance apps', 'Olivia Owner', 'June 30, 2026', 'Overdue'],
    ]);
    const progress = screen.getByRole('progressbar', { name: 'Progress of Quarterly review' });
    expect(progress.getAttribute('aria-valuetext')).toBe('5 of 20 decided');
    expect(screen.getByRole('link', { name: 'Finance apps' }).getAttribute('href')).toBe(
      '/certification/certification-task/c-2',
    );
  });

  it('opens a campaign’s certification task from its name', async () => {
    const view = renderPage([listMock([review('c-1', 'Quarterly review')])]);
    fireEvent.click(await screen.findByRole('link', { name: 'Quarterly review' }));
    await waitFor(() => expect(view.currentPath()).toBe('/certification/certification-task/c-1'));
  });

  it('shows the task completion over the campaigns in progress, by decision', async () => {
    renderPage([
      listMock([
        review('c-1', 'Quarterly review'),
        review('c-2', 'Finance apps', {
          totalItems: 10,
          decidedItems: 4,
          certifiedItems: 2,
          revokedItems: 2,
          exceptionItems: 0,
        }),
        review('c-3', 'Last year', {
          status: 'signed_off',
          reviewStatus: 'completed',
          totalItems: 7,
          decidedItems: 7,
          certifiedItems: 7,
          revokedItems: 0,
          exceptionItems: 0,
        }),
      ]),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Task completion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your task completion' });
    expect(within(dialog).getByText('Active access reviews: 2')).toBeTruthy();
    const bar = within(dialog).getByRole('progressbar', { name: 'Items decided' });
    expect(bar.getAttribute('aria-valuetext')).toBe('9 of 30 decided');
    const counts = [...dialog.querySelectorAll('dl > div')].map((entry) => [
      entry.querySelector('dt')?.textContent,
      entry.querySelector('dd')?.textContent,
    ]);
    expect(counts).toEqual([
      ['Certified', '5'],
      ['Revoked', '3'],
      ['Exception allowed', '1'],
      ['No decision', '21'],
    ]);
  });

  it('closes the task completion with Escape, giving the focus back to its button', async () => {
    renderPage([listMock([review('c-1', 'Quarterly review')])]);
    fireEvent.click(await screen.findByRole('button', { name: 'Task completion' }));
    const dialog = await screen.findByRole('dialog', { name: 'Your task completion' });
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Task completion' })),
    );
  });

  it('says when the user has no access reviews', async () => {
    renderPage([listMock([])]);
    expect(await screen.findByText('You have no access reviews.')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Task completion' }));
    expect(await screen.findByText('You have no access reviews in progress.')).toBeTruthy();
  });

  it('says when the access reviews could not be read, and reads them again on request', async () => {
    renderPage([
      {
        request: { query: AccessReviewsPage_ListDocument },
        result: { errors: [{ message: 'down', extensions: { code: 'INTERNAL' } }] },
      },
      listMock([review('c-1', 'Quarterly review')]),
    ]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'There was an error retrieving access reviews.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: 'Quarterly review' })).toBeTruthy();
  });
});
