import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { AppRoutes } from '../../src/ui/app/route-view.js';
import { NOT_FOUND_ROUTE, ROUTES } from '../../src/ui/app/routes.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';
import { renderWithProviders } from './support/render.js';
import { signedInShellMocks, signedOutMock } from './support/shell-mocks.js';

describe('route table', () => {
  const i18n = createI18n();
  const pages = ROUTES.filter((route) => route.kind === 'page');

  it('gives every page a title in the en catalogue', () => {
    for (const route of pages) expect(i18n.exists(route.titleKey), route.path).toBe(true);
  });

  it('titles every page the specification names with that name', () => {
    const specNames: Record<string, string> = {
      '/login': 'Login',
      '/forbidden': 'Forbidden',
      '*': 'Not Found',
      '/list/:resourceType/:resourceName': 'List Resource',
      '/edit/:resourceType/:resourceName/:resourceId': 'Edit Resource',
      '/certification/certification-task/:campaignId': 'Certification Task',
      '/my-reports/:userId/:grantType': 'Direct Report Details',
      '/approvals/:requestId': 'Approval Details',
      '/my-requests/details/:requestId': 'Request Details',
      '/autoaccess/data-sources': 'Data Sources',
      '/autoaccess/pipelines': 'Pipelines',
      '/autoaccess/risk-config': 'RiskConfig',
      '/risk-dashboard': 'Risk Dashboard',
    };
    const titles = Object.fromEntries(
      [...pages, NOT_FOUND_ROUTE].map((route) => [route.path, i18n.t(route.titleKey)]),
    );
    expect(titles).toMatchObject(specNames);
  });

  it('opens the risk analysis pages to administrators and fraud analysts, the risk administration pages to administrators and data analysts', () => {
    const rolesOf = (path: string) => pages.find((route) => route.path === path)?.guard.roles;
    for (const path of [
      '/risk-dashboard',
      '/autoaccess/activity',
      '/autoaccess/feature-exploration',
    ]) {
      expect(rolesOf(path), path).toEqual([
        'internal/role/openidm-admin',
        'internal/role/Fraud_Analyst',
      ]);
    }
    for (const path of [
      '/autoaccess/data-sources',
      '/autoaccess/pipelines',
      '/autoaccess/risk-config',
      '/autoaccess/settings',
      '/autoaccess/entity-definitions',
      '/autoaccess/dev-console',
    ]) {
      expect(rolesOf(path), path).toEqual([
        'internal/role/openidm-admin',
        'internal/role/Data_Analyst',
      ]);
    }
  });

  it('ends with the catch-all Not Found page', () => {
    expect(ROUTES.at(-1)).toBe(NOT_FOUND_ROUTE);
    expect(NOT_FOUND_ROUTE.path).toBe('*');
  });

  it('keeps Login, Forbidden and Not Found outside the shell and requires sign-in for the rest', () => {
    const byPath = new Map(pages.map((route) => [route.path, route]));
    for (const path of ['/login', '/forbidden', '*']) {
      expect(byPath.get(path)?.layout).toEqual({ navBar: false, sideMenu: false });
      expect(byPath.get(path)?.guard.auth).toBeFalsy();
    }
    for (const path of ['/dashboard', '/profile']) {
      expect(byPath.get(path)?.guard.auth).toBe(true);
      expect(byPath.get(path)?.layout).toEqual({ navBar: true, sideMenu: true });
    }
  });
});

describe('AppRoutes', () => {
  it('redirects / to /dashboard', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/',
      mocks: signedInShellMocks,
    });
    await waitFor(() => expect(view.currentPath()).toBe('/dashboard'));
    expect(await screen.findByRole('heading', { level: 1, name: /Ann Smith/ })).toBeTruthy();
  });

  it('sends a signed-out user to Login, keeping the realm and where they were going', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/profile?realm=alpha',
      mocks: [signedOutMock],
    });
    await waitFor(() => expect(view.currentPath()).toBe('/login?realm=alpha&goto=%2Fprofile'));
  });

  it('sends every guarded route to Forbidden when hosted pages are disabled', async () => {
    const view = renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: signedInShellMocks,
      boot: { hostedPages: false },
    });
    await waitFor(() => expect(view.currentPath()).toBe('/forbidden'));
  });

  it('shows Not Found for an unknown path and titles the page', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/no/such/page',
    });
    expect((await screen.findByRole('heading', { level: 1 })).textContent).toBe('Page not found');
    expect(document.title).toBe('Not Found | Identity Console');
  });

  it('titles a guarded page once it is allowed', async () => {
    renderWithProviders(<AppRoutes />, {
      shell: true,
      path: '/dashboard',
      mocks: signedInShellMocks,
    });
    await screen.findByRole('heading', { level: 1, name: /Ann Smith/ });
    expect(document.title).toBe('Dashboard | Identity Console');
  });
});
