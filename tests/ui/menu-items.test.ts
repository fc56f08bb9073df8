import { describe, expect, it } from 'vitest';
import {
  isActive,
  SIDE_MENU,
  visibleMenuItems,
  type MenuAudience,
  type MenuItem,
  type StoreValue,
} from '../../src/ui/app/layout/menu-items.js';

const audience = (
  features: string[] = [],
  roles: string[] = [],
  storeValues: StoreValue[] = [],
): MenuAudience => ({
  enabledFeatures: new Set(features),
  roles: new Set(roles),
  privileges: new Set(),
  storeValues: new Set(storeValues),
});

const items: MenuItem[] = [
  { kind: 'route', id: 'dashboard', labelKey: 'menu.dashboard', to: '/dashboard' },
  { kind: 'divider', id: 'd1', featureFlag: 'workforce' },
  {
    kind: 'external',
    id: 'apps',
    labelKey: 'menu.profile',
    href: 'https://apps',
    featureFlag: 'workforce',
  },
  {
    kind: 'group',
    id: 'inbox',
    labelKey: 'menu.profile',
    featureFlag: 'governance',
    items: [
      {
        kind: 'route',
        id: 'approvals',
        labelKey: 'menu.profile',
        to: '/approvals',
        badge: 'approvals',
      },
      {
        kind: 'route',
        id: 'reviews',
        labelKey: 'menu.profile',
        to: '/access-reviews',
        roles: ['reviewer'],
      },
    ],
  },
  { kind: 'divider', id: 'd2' },
  { kind: 'route', id: 'profile', labelKey: 'menu.profile', to: '/profile' },
];

describe('side menu items', () => {
  it('lists Dashboard, Reports, Inbox, Applications after a divider, My Access, Directory, Requests, Profile, then the administration entries, in the spec order', () => {
    expect(SIDE_MENU.map((item) => item.id)).toEqual([
      'dashboard',
      'reports',
      'inbox',
      'workforceDivider',
      'applications',
      'myAccess',
      'directory',
      'myRequests',
      'profile',
      'internalRoles',
      'assignments',
      'routes',
      'configureIdentities',
      'activityLog',
      'themeEditor',
      'risk',
      'riskAdministration',
    ]);
  });

  it('gives Inbox and its Approvals and Access Reviews their count badges', () => {
    const inbox = SIDE_MENU.find((item) => item.id === 'inbox');
    expect(inbox).toMatchObject({ kind: 'group', badge: 'inbox' });
    const children = inbox?.kind === 'group' ? inbox.items : [];
    expect(children.map((item) => [item.id, item.kind === 'divider' ? null : item.badge])).toEqual([
      ['approvals', 'approvals'],
      ['accessReviews', 'accessReviews'],
    ]);
  });

  const ADMIN = ['internal/role/openidm-admin'];
  const FRAUD_ANALYST = ['internal/role/Fraud_Analyst'];
  const DATA_ANALYST = ['internal/role/Data_Analyst'];
  const BOTH_PROBES: StoreValue[] = ['autoAccessAvailable', 'riskAnalysisAvailable'];
  const groupOf = (id: string, visible: MenuItem[]) => {
    const group = visible.find((item) => item.id === id);
    return group?.kind === 'group' ? group : undefined;
  };

  it('shows Risk, with the dashboard, the activity and the exploration, to administrators and fraud analysts, with auto access on and its probe answered', () => {
    const ids = (visible: MenuItem[]) => visible.map((item) => item.id);
    expect(ids(visibleMenuItems(SIDE_MENU, audience(['autoAccess'], ADMIN)))).not.toContain('risk');
    expect(ids(visibleMenuItems(SIDE_MENU, audience([], ADMIN, BOTH_PROBES)))).not.toContain(
      'risk',
    );
    for (const roles of [[], DATA_ANALYST]) {
      expect(
        ids(visibleMenuItems(SIDE_MENU, audience(['autoAccess'], roles, BOTH_PROBES))),
      ).not.toContain('risk');
    }
    expect(
      ids(visibleMenuItems(SIDE_MENU, audience(['autoAccess'], ADMIN, ['autoAccessAvailable']))),
    ).not.toContain('risk');
    for (const roles of [ADMIN, FRAUD_ANALYST]) {
      const risk = groupOf(
        'risk',
        visibleMenuItems(SIDE_MENU, audience(['autoAccess'], roles, ['riskAnalysisAvailable'])),
      );
      expect(risk?.items.map((item) => item.id)).toEqual([
        'riskDashboard',
        'riskActivity',
        'featureExploration',
      ]);
      expect(risk && isActive(risk, '/risk-dashboard')).toBe(true);
      expect(risk && isActive(risk, '/autoaccess/activity')).toBe(true);
      expect(risk && isActive(risk, '/autoaccess/feature-exploration')).toBe(true);
    }
  });

  it('shows Risk Administration with Data Sources, Pipelines, Risk Config and the data screens to administrators and data analysts, with auto access on and available', () => {
    const ids = (visible: MenuItem[]) => visible.map((item) => item.id);
    expect(ids(visibleMenuItems(SIDE_MENU, audience(['autoAccess'], ADMIN)))).not.toContain(
      'riskAdministration',
    );
    expect(ids(visibleMenuItems(SIDE_MENU, audience([], ADMIN, BOTH_PROBES)))).not.toContain(
      'riskAdministration',
    );
    for (const roles of [[], FRAUD_ANALYST]) {
      expect(
        ids(visibleMenuItems(SIDE_MENU, audience(['autoAccess'], roles, BOTH_PROBES))),
      ).not.toContain('riskAdministration');
    }
    expect(
      ids(visibleMenuItems(SIDE_MENU, audience(['autoAccess'], ADMIN, ['riskAnalysisAvailable']))),
    ).not.toContain('riskAdministration');
    for (const roles of [ADMIN, DATA_ANALYST]) {
      const shown = groupOf(
        'riskAdministration',
        visibleMenuItems(SIDE_MENU, audience(['autoAccess'], roles, ['autoAccessAvailable'])),
      );
      expect(shown?.items.map((item) => item.id)).toEqual([
        'dataSources',
        'pipelines',
        'riskConfig',
        'riskSettings',
        'entityDefinitions',
        'devConsole',
      ]);
      expect(shown && isActive(shown, '/autoaccess/settings')).toBe(true);
      expect(shown && isActive(shown, '/autoaccess/data-sources/ds-1')).toBe(true);
      expect(shown && isActive(shown, '/autoaccess/pipelines/p-1/models')).toBe(true);
      expect(shown && isActive(shown, '/autoaccess/risk-config')).toBe(true);
      expect(shown && isActive(shown, '/autoaccess/activity')).toBe(false);
    }
  });

  it('hides items whose feature is off, and the dividers and groups left with nothing', () => {
    expect(visibleMenuItems(items, audience()).map((item) => item.id)).toEqual([
      'dashboard',
      'd2',
      'profile',
    ]);
  });

  it('keeps a group with only the children the audience may see', () => {
    const visible = visibleMenuItems(items, audience(['governance', 'workforce']));
    expect(visible.map((item) => item.id)).toEqual([
      'dashboard',
      'd1',
      'apps',
      'inbox',
      'd2',
      'profile',
    ]);
    const inbox = visible.find((item) => item.id === 'inbox');
    expect(inbox?.kind === 'group' && inbox.items.map((item) => item.id)).toEqual(['approvals']);
    const withRole = visibleMenuItems(items, audience(['governance'], ['reviewer']));
    const group = withRole.find((item) => item.id === 'inbox');
    expect(group?.kind === 'group' && group.items.length).toBe(2);
  });

  it('marks a route active on its path and below it, and a group through its children', () => {
    const [dashboard, , , inbox] = items;
    expect(dashboard && isActive(dashboard, '/dashboard')).toBe(true);
    expect(dashboard && isActive(dashboard, '/dashboards')).toBe(false);
    expect(inbox && isActive(inbox, '/approvals/42')).toBe(true);
    expect(inbox && isActive(inbox, '/profile')).toBe(false);
  });
});
