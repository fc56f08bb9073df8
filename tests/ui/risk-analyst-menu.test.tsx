import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  DATA_ANALYST_ROLE,
  FRAUD_ANALYST_ROLE,
} from '../../src/domain/autoaccess/risk-analyst-roles.js';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { SideMenu_AutoAccessDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';
import { shellUserMock, signedInShellMocks, signedInUser } from './support/shell-mocks.js';

const AUTO_ACCESS_ON = { boot: { enabledFeatures: ['autoAccess'] } };

/** The shell of an analyst holding `role`, and the probes as the platform answers that role. */
function analystMocks(role: string, probes: object): MockLink.MockedResponse[] {
  const analyst = {
    ...signedInUser,
    idmRoles: [role, 'internal/role/openidm-authorized'],
  };
  return [
    shellUserMock(analyst),
    ...signedInShellMocks.slice(1),
    { request: { query: SideMenu_AutoAccessDocument }, result: { data: probes } },
  ];
}

const nav = () => screen.findByRole('navigation', { name: 'Main' });

describe('the risk menu of the analysts', () => {
  it('shows a fraud analyst Risk, with the dashboard, the activity and the exploration, and no administration', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: analystMocks(FRAUD_ANALYST_ROLE, {
        autoAccessAvailable: false,
        riskAnalysisAvailable: true,
      }),
      ...AUTO_ACCESS_ON,
    });
    const risk = await within(await nav()).findByRole('button', { name: 'Risk' });
    expect(risk.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(risk);
    const links = within(await nav())
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(links).toEqual(
      expect.arrayContaining(['Risk Dashboard', 'Activity', 'Feature Exploration']),
    );
    expect(within(await nav()).queryByRole('button', { name: 'Risk Administration' })).toBeNull();
  });

  it('shows a data analyst Risk Administration and not Risk, though the settings answer them', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: analystMocks(DATA_ANALYST_ROLE, {
        autoAccessAvailable: true,
        riskAnalysisAvailable: true,
      }),
      ...AUTO_ACCESS_ON,
    });
    expect(
      await within(await nav()).findByRole('button', { name: 'Risk Administration' }),
    ).toBeTruthy();
    expect(within(await nav()).queryByRole('button', { name: 'Risk' })).toBeNull();
  });

  it('sends a data analyst who opens the risk dashboard to Forbidden', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/risk-dashboard',
      mocks: analystMocks(DATA_ANALYST_ROLE, {
        autoAccessAvailable: true,
        riskAnalysisAvailable: true,
      }),
      ...AUTO_ACCESS_ON,
    });
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
  });

  it('sends a fraud analyst who opens the pipelines to Forbidden', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/autoaccess/pipelines',
      mocks: analystMocks(FRAUD_ANALYST_ROLE, {
        autoAccessAvailable: false,
        riskAnalysisAvailable: true,
      }),
      ...AUTO_ACCESS_ON,
    });
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
  });
});
