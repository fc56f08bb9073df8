import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { IDM_ADMIN_ROLE } from '../../src/domain/roles.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { ROUTES } from '../../src/ui/app/routes.js';
import {
  PipelinesPage_ListDocument,
  SideMenu_AutoAccessDocument,
} from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from './support/shell-mocks.js';

const administrator = {
  ...signedInUser,
  id: 'realmadmin',
  displayName: 'Realm Admin',
  idmRoles: [IDM_ADMIN_ROLE, 'internal/role/openidm-authorized'],
};

const adminShellMocks: MockLink.MockedResponse[] = [
  shellUserMock(administrator),
  ...signedInShellMocks.slice(1),
];

const available: MockLink.MockedResponse = {
  request: { query: SideMenu_AutoAccessDocument },
  result: { data: { autoAccessAvailable: true, riskAnalysisAvailable: true } },
};

const emptyList: MockLink.MockedResponse = {
  request: {
    query: PipelinesPage_ListDocument,
    variables: { search: null, sortDescending: false, pageSize: 10, after: null },
  },
  result: {
    data: {
      pipelineDefinitions: {
        __typename: 'PipelineDefinitionPage',
        total: 0,
        nextCursor: null,
        rows: [],
      },
    },
  },
};

const AUTO_ACCESS_ON = { boot: { enabledFeatures: ['autoAccess'] } };

describe('pipelines routes and menu', () => {
  it('are for identity administrators and data analysts, behind the auto-access flag, inside the shell', () => {
    for (const path of [
      '/autoaccess/pipelines',
      '/autoaccess/pipelines/:id',
      '/autoaccess/pipelines/:id/models',
    ]) {
      expect(ROUTES.find((route) => route.path === path)).toMatchObject({
        kind: 'page',
        guard: {
          auth: true,
          featureFlag: 'autoAccess',
          roles: [IDM_ADMIN_ROLE, 'internal/role/Data_Analyst'],
        },
        layout: { navBar: true, sideMenu: true },
      });
    }
  });

  it('shows the list from the Pipelines entry of Risk Administration', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/pipelines',
      mocks: [...adminShellMocks, available, emptyList],
      ...AUTO_ACCESS_ON,
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'Pipelines' })).toBeTruthy();
    const nav = screen.getByRole('navigation', { name: 'Main' });
    await waitFor(() =>
      expect(
        within(nav).getByRole('link', { name: 'Pipelines' }).getAttribute('aria-current'),
      ).toBe('page'),
    );
    expect(document.title).toBe('Pipelines | Identity Console');
  });

  it('sends a user without the administrator role to Forbidden', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/pipelines/p-1/models',
      mocks: signedInShellMocks,
      ...AUTO_ACCESS_ON,
    });
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
  });
});
