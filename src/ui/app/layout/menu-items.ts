import type { TFunction } from 'i18next';
import {
  ACCESS_REVIEWS_PATH,
  ADMIN_ACTIVITY_PATH,
  ADMIN_ASSIGNMENTS_PATH,
  ADMIN_CONFIGURATION_PATH,
  ADMIN_ROLES_PATH,
  ADMIN_ROUTES_PATH,
  APPLICATIONS_PATH,
  APPROVALS_PATH,
  MY_ACCOUNTS_PATH,
  MY_DELEGATES_PATH,
  MY_ENTITLEMENTS_PATH,
  MY_REPORTS_PATH,
  MY_REQUESTS_PATH,
  MY_ROLES_PATH,
  DASHBOARD_PATH,
  DATA_SOURCES_PATH,
  PIPELINES_PATH,
  RISK_ACTIVITY_PATH,
  RISK_SETTINGS_PATH,
  ENTITY_DEFINITIONS_PATH,
  DEV_CONSOLE_PATH,
  FEATURE_EXPLORATION_PATH,
  RISK_CONFIG_PATH,
  RISK_DASHBOARD_PATH,
  PROFILE_PATH,
  REPORTS_PATH,
  THEME_EDITOR_PATH,
  delegatedAdminEditPath,
  delegatedAdminListPath,
} from '../../../domain/app-paths.js';
import { AUTO_ACCESS_FEATURE } from '../../../domain/autoaccess/auto-access-feature.js';
import {
  RISK_ADMINISTRATION_ROLES,
  RISK_ANALYSIS_ROLES,
} from '../../../domain/autoaccess/risk-analyst-roles.js';
import { GOVERNANCE_FEATURE } from '../../../domain/governance/governance-feature.js';
import { REPORTS_FEATURE } from '../../../domain/reports/report-feature.js';
import { IDM_ADMIN_ROLE } from '../../../domain/roles.js';
import type { TranslationKey } from '../../i18n/translation-key.js';

interface MenuItemRules {
  id: string;
  /** Shown only to users holding one of these roles. */
  roles?: readonly string[];
  /** Shown only when this feature is enabled. */
  featureFlag?: string;
  /** Shown only to delegated admins holding this privilege path. */
  privilege?: string;
  /** Shown only when each of these store values is truthy, such as a probe that succeeded. */
  requires?: readonly StoreValue[];
}

/** Values the shell learns once per session and menu items may require. */
export type StoreValue = 'autoAccessAvailable' | 'riskAnalysisAvailable';

/** A translation key, or a text the platform already gives (a delegated-admin title). */
type Label = { labelKey: TranslationKey; label?: never } | { label: string; labelKey?: never };

type LabelledItem = MenuItemRules &
  Label & {
    /** Name of the count shown next to the label. */
    badge?: string;
  };

export type MenuItem =
  | (LabelledItem & {
      kind: 'route';
      to: string;
      /** Further path prefixes under which the item counts as current. */
      activeUnder?: readonly string[];
    })
  | (LabelledItem & { kind: 'external'; href: string })
  | (LabelledItem & { kind: 'modal'; modal: string })
  | (LabelledItem & { kind: 'event'; event: string })
  | (LabelledItem & { kind: 'group'; items: readonly MenuItem[] })
  | (MenuItemRules & { kind: 'divider' });

export type ActionMenuItem = Extract<MenuItem, { kind: 'modal' | 'event' }>;

export const SIDE_MENU: readonly MenuItem[] = [
  { kind: 'route', id: 'dashboard', labelKey: 'menu.dashboard', to: DASHBOARD_PATH },
  {
    kind: 'route',
    id: 'reports',
    labelKey: 'menu.reports',
    to: REPORTS_PATH,
    featureFlag: REPORTS_FEATURE,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'group',
    id: 'inbox',
    labelKey: 'menu.inbox',
    featureFlag: GOVERNANCE_FEATURE,
    badge: 'inbox',
    items: [
      {
        kind: 'route',
        id: 'approvals',
        labelKey: 'menu.approvals',
        to: APPROVALS_PATH,
        badge: 'approvals',
      },
      {
        kind: 'route',
        id: 'accessReviews',
        labelKey: 'menu.accessReviews',
        to: ACCESS_REVIEWS_PATH,
        badge: 'accessReviews',
      },
    ],
  },
  { kind: 'divider', id: 'workforceDivider', featureFlag: 'workforce' },
  {
    kind: 'route',
    id: 'applications',
    labelKey: 'menu.applications',
    to: APPLICATIONS_PATH,
    featureFlag: 'workforce',
  },
  {
    kind: 'group',
    id: 'myAccess',
    labelKey: 'menu.myAccess',
    featureFlag: GOVERNANCE_FEATURE,
    items: [
      { kind: 'route', id: 'myAccounts', labelKey: 'menu.accounts', to: MY_ACCOUNTS_PATH },
      { kind: 'route', id: 'myRoles', labelKey: 'menu.roles', to: MY_ROLES_PATH },
      {
        kind: 'route',
        id: 'myEntitlements',
        labelKey: 'menu.entitlements',
        to: MY_ENTITLEMENTS_PATH,
      },
    ],
  },
  {
    kind: 'group',
    id: 'directory',
    labelKey: 'menu.directory',
    featureFlag: GOVERNANCE_FEATURE,
    items: [
      { kind: 'route', id: 'myDelegates', labelKey: 'menu.delegates', to: MY_DELEGATES_PATH },
      { kind: 'route', id: 'myReports', labelKey: 'menu.directReports', to: MY_REPORTS_PATH },
    ],
  },
  {
    kind: 'route',
    id: 'myRequests',
    labelKey: 'menu.requests',
    to: MY_REQUESTS_PATH,
    featureFlag: GOVERNANCE_FEATURE,
  },
  { kind: 'route', id: 'profile', labelKey: 'menu.profile', to: PROFILE_PATH },
  {
    kind: 'route',
    id: 'internalRoles',
    labelKey: 'menu.internalRoles',
    to: ADMIN_ROLES_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'route',
    id: 'assignments',
    labelKey: 'menu.assignments',
    to: ADMIN_ASSIGNMENTS_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'route',
    id: 'routes',
    labelKey: 'menu.routes',
    to: ADMIN_ROUTES_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'route',
    id: 'configureIdentities',
    labelKey: 'menu.configureIdentities',
    to: ADMIN_CONFIGURATION_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'route',
    id: 'activityLog',
    labelKey: 'menu.activityLog',
    to: ADMIN_ACTIVITY_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'route',
    id: 'themeEditor',
    labelKey: 'menu.themeEditor',
    to: THEME_EDITOR_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
  {
    kind: 'group',
    id: 'risk',
    labelKey: 'menu.risk',
    featureFlag: AUTO_ACCESS_FEATURE,
    roles: RISK_ANALYSIS_ROLES,
    requires: ['riskAnalysisAvailable'],
    items: [
      {
        kind: 'route',
        id: 'riskDashboard',
        labelKey: 'menu.riskDashboard',
        to: RISK_DASHBOARD_PATH,
      },
      { kind: 'route', id: 'riskActivity', labelKey: 'menu.riskActivity', to: RISK_ACTIVITY_PATH },
      {
        kind: 'route',
        id: 'featureExploration',
        labelKey: 'menu.featureExploration',
        to: FEATURE_EXPLORATION_PATH,
      },
    ],
  },
  {
    kind: 'group',
    id: 'riskAdministration',
    labelKey: 'menu.riskAdministration',
    featureFlag: AUTO_ACCESS_FEATURE,
    roles: RISK_ADMINISTRATION_ROLES,
    requires: ['autoAccessAvailable'],
    items: [
      { kind: 'route', id: 'dataSources', labelKey: 'menu.dataSources', to: DATA_SOURCES_PATH },
      { kind: 'route', id: 'pipelines', labelKey: 'menu.pipelines', to: PIPELINES_PATH },
      { kind: 'route', id: 'riskConfig', labelKey: 'menu.riskConfig', to: RISK_CONFIG_PATH },
      { kind: 'route', id: 'riskSettings', labelKey: 'menu.riskSettings', to: RISK_SETTINGS_PATH },
      {
        kind: 'route',
        id: 'entityDefinitions',
        labelKey: 'menu.entityDefinitions',
        to: ENTITY_DEFINITIONS_PATH,
      },
      { kind: 'route', id: 'devConsole', labelKey: 'menu.devConsole', to: DEV_CONSOLE_PATH },
    ],
  },
];

export interface MenuAudience {
  enabledFeatures: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  privileges: ReadonlySet<string>;
  /** The store values that are truthy. */
  storeValues: ReadonlySet<StoreValue>;
  /** The access server's administrator sees every privilege-gated item. */
  amAdmin?: boolean;
}

function allowed(item: MenuItem, audience: MenuAudience): boolean {
  if (item.featureFlag && !audience.enabledFeatures.has(item.featureFlag)) return false;
  if (item.roles && !item.roles.some((role) => audience.roles.has(role))) return false;
  if (item.privilege && !audience.amAdmin && !audience.privileges.has(item.privilege)) {
    return false;
  }
  if (item.requires && !item.requires.every((value) => audience.storeValues.has(value))) {
    return false;
  }
  return true;
}

function withoutStrayDividers(items: MenuItem[]): MenuItem[] {
  return items.filter((item, index) => {
    if (item.kind !== 'divider') return true;
    const previous = items[index - 1];
    return index > 0 && index < items.length - 1 && previous?.kind !== 'divider';
  });
}

/** The items this audience may see, without empty groups or dividers with nothing to divide. */
export function visibleMenuItems(items: readonly MenuItem[], audience: MenuAudience): MenuItem[] {
  const visible = items.flatMap((item): MenuItem[] => {
    if (!allowed(item, audience)) return [];
    if (item.kind !== 'group') return [item];
    const children = visibleMenuItems(item.items, audience);
    return children.length > 0 ? [{ ...item, items: children }] : [];
  });
  return withoutStrayDividers(visible);
}

/** Whether the item, or one of its children, leads to the current path. */
export function isActive(item: MenuItem, pathname: string): boolean {
  if (item.kind === 'route') {
    return (
      pathname === item.to ||
      pathname.startsWith(`${item.to}/`) ||
      (item.activeUnder ?? []).some((prefix) => pathname.startsWith(prefix))
    );
  }
  if (item.kind === 'group') return item.items.some((child) => isActive(child, pathname));
  return false;
}

export function labelOf(item: Label, t: TFunction): string {
  return item.label ?? t(item.labelKey);
}

/** A delegated administrator's entry: a resource they may list, with the platform's title. */
export interface DelegatedAdminEntry {
  title: string;
  privilegePath: string;
  resourceType: string;
  resourceName: string;
}

/** The menu with an entry per delegated-admin privilege after Profile, in the spec's order. */
export function withDelegatedAdminItems(
  items: readonly MenuItem[],
  entries: readonly DelegatedAdminEntry[],
): MenuItem[] {
  const delegated = entries.map((entry): MenuItem => ({
    kind: 'route',
    id: `privilege:${entry.privilegePath}`,
    label: entry.title,
    to: delegatedAdminListPath(entry.resourceType, entry.resourceName),
    activeUnder: [delegatedAdminEditPath(entry.resourceType, entry.resourceName, '')],
    privilege: entry.privilegePath,
  }));
  const profile = items.findIndex((item) => item.id === 'profile');
  const at = profile === -1 ? items.length : profile + 1;
  return [...items.slice(0, at), ...delegated, ...items.slice(at)];
}
