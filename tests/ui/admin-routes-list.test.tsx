import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RoutesListPage } from '../../src/ui/features/admin-routes/routes-list-page.js';
import {
  DeployRouteDialog_SetDeployedDocument,
  RoutesListPage_RoutesDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

const LIST_INPUT = {
  search: null,
  sortKey: 'name',
  sortDescending: false,
  pageSize: 10,
  offset: 0,
};

const route = (id: string, deployed: boolean, rev = '1') => ({
  __typename: 'Route',
  id,
  rev,
  context: `endpoint/${id}`,
  behaviour: id === 'echo' ? 'requestInfo' : 'health',
  description: id === 'echo' ? 'Repeats the request.' : '',
  deployed,
});

const listMock = (
  rows: ReturnType<typeof route>[],
  input: Record<string, unknown> = LIST_INPUT,
): MockLink.MockedResponse => ({
  request: { query: RoutesListPage_RoutesDocument, variables: { input } },
  result: { data: { routes: { __typename: 'RoutePage', total: rows.length, rows } } },
});

const setDeployedMock = (
  input: { name: string; rev: string; deployed: boolean },
  result: MockLink.MockedResponse['result'],
): MockLink.MockedResponse => ({
  request: { query: DeployRouteDialog_SetDeployedDocument, variables: { input } },
  result,
});

const refusal = (code: string) => ({ errors: [{ message: code, extensions: { code } }] });

const renderRoutes = (mocks: MockLink.MockedResponse[]) =>
  renderWithProviders(<RoutesListPage />, { path: '/admin/routes', mocks });

describe('the routes list', () => {
  it('shows a loading state, then each route with its status in words', async () => {
    renderRoutes([listMock([route('echo', true), route('health', false)])]);
    expect(screen.getByRole('status')).toBeTruthy();
    const table = await screen.findByRole('grid', { name: 'Routes' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent?.replace(/[▲▼]/g, '')),
    ).toEqual(['Name', 'Description', 'Behaviour', 'Status', 'Actions']);
    const [echo, health] = within(table).getAllByRole('row').slice(1);
    expect(within(echo!).getByText('/openidm/endpoint/echo')).toBeTruthy();
    expect(within(echo!).getByText('Request information')).toBeTruthy();
    expect(within(echo!).getByText('Repeats the request.')).toBeTruthy();
    expect(within(echo!).getByText('Deployed')).toBeTruthy();
    expect(within(health!).getByText('Undeployed')).toBeTruthy();
    expect(within(health!).getByRole('button', { name: 'Deploy health' })).toBeTruthy();
    expect(screen.getByRole('button', { name: /Rows per page/ }).textContent).toContain('10');
    expect(screen.getByRole('button', { name: /CSV/ })).toBeTruthy();
  });

  it('says when the realm has no routes', async () => {
    renderRoutes([listMock([])]);
    expect(await screen.findByText('This realm has no routes.')).toBeTruthy();
  });

  it('says, in the words of the spec, when the routes cannot be read', async () => {
    renderRoutes([
      {
        request: { query: RoutesListPage_RoutesDocument, variables: { input: LIST_INPUT } },
        result: refusal('INTERNAL_SERVER_ERROR'),
      },
    ]);
    expect(
      await screen.findByText(
        'Error retrieving the resource, version, configuration or linked applications.',
      ),
    ).toBeTruthy();
  });

  it('undeploys a route at its revision after asking', async () => {
    renderRoutes([
      listMock([route('echo', true, '4')]),
      setDeployedMock(
        { name: 'echo', rev: '4', deployed: false },
        {
          data: {
            setRouteDeployed: { __typename: 'Route', id: 'echo', rev: '5', deployed: false },
          },
        },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Undeploy echo' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Undeploy the route' });
    expect(dialog.textContent).toContain(
      'Requests to /openidm/endpoint/echo get Not Found until it is deployed again.',
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Undeploy' }));
    expect(await screen.findByText('echo is undeployed.')).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    const row = screen.getAllByRole('row')[1]!;
    expect(within(row).getByText('Undeployed')).toBeTruthy();
    expect(within(row).getByRole('button', { name: 'Deploy echo' })).toBeTruthy();
  });

  it('offers the latest version when someone else changed the route, then deploys at it', async () => {
    renderRoutes([
      listMock([route('health', false, '2')]),
      setDeployedMock({ name: 'health', rev: '2', deployed: true }, refusal('CONFLICT')),
      listMock([route('health', false, '3')]),
      setDeployedMock(
        { name: 'health', rev: '3', deployed: true },
        {
          data: {
            setRouteDeployed: { __typename: 'Route', id: 'health', rev: '4', deployed: true },
          },
        },
      ),
    ]);
    fireEvent.click(await screen.findByRole('button', { name: 'Deploy health' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Deploy the route' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert.textContent).toContain('Error saving the resource, list, theme or assignment.');
    expect(alert.textContent).toContain('Someone else changed this route');
    fireEvent.click(within(alert).getByRole('button', { name: 'Load the latest version' }));
    await within(dialog).findByRole('status');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Deploy' }));
    expect(await screen.findByText('health is deployed.')).toBeTruthy();
  });
});
