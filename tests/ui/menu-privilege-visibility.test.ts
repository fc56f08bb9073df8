import { describe, expect, it } from 'vitest';
import { visibleMenuItems, type MenuItem } from '../../src/ui/app/layout/menu-items.js';

const ITEMS: readonly MenuItem[] = [
  { kind: 'route', id: 'users', label: 'Users', to: '/users', privilege: 'managed/alpha_user' },
  { kind: 'route', id: 'admin', label: 'Admin', to: '/admin', roles: ['ui-realm-admin'] },
];
const audience = (overrides: { privileges?: string[]; roles?: string[]; amAdmin?: boolean }) => ({
  enabledFeatures: new Set<string>(),
  roles: new Set(overrides.roles ?? []),
  privileges: new Set(overrides.privileges ?? []),
  storeValues: new Set<never>(),
  amAdmin: overrides.amAdmin ?? false,
});
const ids = (items: MenuItem[]) => items.map((item) => item.id);

describe('menu visibility of admin spec §6', () => {
  it('shows a privilege-gated item to its holder and to amAdmin only', () => {
    expect(ids(visibleMenuItems(ITEMS, audience({})))).toEqual([]);
    expect(ids(visibleMenuItems(ITEMS, audience({ privileges: ['managed/alpha_user'] })))).toEqual([
      'users',
    ]);
    expect(ids(visibleMenuItems(ITEMS, audience({ amAdmin: true })))).toEqual(['users']);
  });

  it('shows a role-gated item to a holder of the access-server role', () => {
    expect(ids(visibleMenuItems(ITEMS, audience({ roles: ['ui-realm-admin'] })))).toEqual([
      'admin',
    ]);
  });
});
