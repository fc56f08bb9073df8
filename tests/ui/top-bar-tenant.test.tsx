import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { HelpLinks } from '../../src/ui/app/layout/help-links.js';
import { ProfileMenu, ProfileMenu_MeFragment } from '../../src/ui/app/layout/profile-menu.js';
import { makeFragmentData } from '../../src/ui/gql/fragment-masking.js';
import { TenantBlock_TenantDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

describe('the top bar’s help links and version', () => {
  it('links to Help and Docs in a new tab and shows the product version', () => {
    renderWithProviders(<HelpLinks />);
    const help = screen.getByRole('link', { name: 'Help (opens in a new tab)' });
    expect(help.getAttribute('href')).toBe('https://help.example/');
    expect(help.getAttribute('target')).toBe('_blank');
    expect(help.getAttribute('rel')).toBe('noopener noreferrer');
    const docs = screen.getByRole('link', { name: 'Docs (opens in a new tab)' });
    expect(docs.getAttribute('href')).toBe('https://docs.example/');
    expect(screen.getByText('Version 7.5.1')).toBeTruthy();
  });

  it('shows no link the configuration does not give, and no version it could not read', () => {
    renderWithProviders(<HelpLinks />, { boot: { helpUrl: null, docsUrl: null, version: null } });
    expect(screen.queryAllByRole('link')).toHaveLength(0);
    expect(screen.queryByText(/Version/)).toBeNull();
  });
});

const me = makeFragmentData(
  {
    id: 'ann',
    displayName: 'Ann Smith',
    company: 'Example Corp',
    mail: 'ann@example.com',
    profileImage: null,
  },
  ProfileMenu_MeFragment,
);

const tenantMock = (tenant: Record<string, unknown> | null) => ({
  request: { query: TenantBlock_TenantDocument },
  result: { data: { tenant: tenant && { __typename: 'Tenant', ...tenant } } },
});

async function openProfileMenu(tenant: Record<string, unknown> | null) {
  renderWithProviders(<ProfileMenu me={me} />, { mocks: [tenantMock(tenant)] });
  fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
  await screen.findByRole('menu', { name: /Ann Smith/ });
}

describe('the tenant in the profile dropdown', () => {
  it('shows the tenant name, subscription and tier badge with the region’s flag', async () => {
    await openProfileMenu({
      name: 'acme-dev',
      subscription: 'Enterprise',
      region: 'europe-west2',
      currentTier: 'development',
      locked: false,
    });
    const tenant = await screen.findByRole('region', { name: 'Tenant' });
    expect(within(tenant).getByText('acme-dev')).toBeTruthy();
    expect(within(tenant).getByText('Enterprise')).toBeTruthy();
    const badge = within(tenant).getByText('Development');
    expect(badge.className).toMatch(/blue/);
    const flag = within(badge).getByRole('img', { name: 'United Kingdom' });
    expect(flag.getAttribute('src')).toMatch(/\/gb\.svg/);
    expect(flag.getAttribute('title')).toBe('europe-west2');
    expect(within(tenant).queryByText('Tenant locked')).toBeNull();
  });

  it('shows no flag for a region whose country it does not know', async () => {
    await openProfileMenu({ name: 'acme-x', region: 'zz', currentTier: 'development' });
    await screen.findByText('Development');
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('colours a tier the spec does not name by its hash, and shows it as it is named', async () => {
    await openProfileMenu({ name: 'acme-qa', currentTier: 'sandbox', locked: false });
    const badge = await screen.findByText('sandbox');
    expect(badge.className).toMatch(/indigo|purple|pink|red|orange|teal/);
    expect(screen.queryByRole('img')).toBeNull();
  });

  it('says a locked tenant is locked, with an info popover explaining it', async () => {
    await openProfileMenu({ name: 'acme-prod', currentTier: 'production', locked: true });
    expect(await screen.findByText('Tenant locked')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'About the locked tenant' }));
    const info = await screen.findByRole('dialog', { name: 'About the locked tenant' });
    expect(info.textContent).toMatch(/configuration are paused while it is locked/);
  });

  it('opens with the tenant already in it, so that no item moves under the pointer', async () => {
    const tenant = { name: 'acme-dev', currentTier: 'development', locked: false };
    renderWithProviders(<ProfileMenu me={me} />, {
      mocks: [{ ...tenantMock(tenant), delay: 50 }],
    });
    fireEvent.click(await screen.findByRole('button', { name: /Ann Smith/ }));
    expect(screen.getByRole('button', { name: /Ann Smith/ }).getAttribute('aria-busy')).toBe(
      'true',
    );
    expect(screen.queryByRole('menu')).toBeNull();
    await screen.findByRole('menu', { name: /Ann Smith/ });
    expect(screen.getByRole('region', { name: 'Tenant' }).textContent).toContain('acme-dev');
  });

  it('shows no tenant block when the platform serves none', async () => {
    await openProfileMenu(null);
    expect(screen.queryByRole('region', { name: 'Tenant' })).toBeNull();
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Profile',
      'Sign out',
    ]);
  });
});
