import { IDM_ADMIN_ROLE } from '../../../domain/roles.js';
import type { TranslationKey } from '../../i18n/translation-key.js';
import { DASHBOARD_PATH, PROFILE_PATH } from '../../lib/location.js';
import { THEME_EDITOR_PATH } from '../routes.js';

interface MenuItemRules {
  id: string;
  /** Shown only to users holding one of these roles. */
  roles?: readonly string[];
  /** Shown only when this feature is enabled. */
  featureFlag?: string;
  /** Shown only to delegated admins holding this privilege path. */
  privilege?: string;
}

interface LabelledItem extends MenuItemRules {
  labelKey: TranslationKey;
  /** Name of the count shown next to the label. */
  badge?: string;
}

export type MenuItem =
  | (LabelledItem & { kind: 'route'; to: string })
  | (LabelledItem & { kind: 'external'; href: string })
  | (LabelledItem & { kind: 'modal'; modal: string })
  | (LabelledItem & { kind: 'event'; event: string })
  | (LabelledItem & { kind: 'group'; items: readonly MenuItem[] })
  | (MenuItemRules & { kind: 'divider' });

export type ActionMenuItem = Extract<MenuItem, { kind: 'modal' | 'event' }>;

export const SIDE_MENU: readonly MenuItem[] = [
  { kind: 'route', id: 'dashboard', labelKey: 'menu.dashboard', to: DASHBOARD_PATH },
  { kind: 'route', id: 'profile', labelKey: 'menu.profile', to: PROFILE_PATH },
  {
    kind: 'route',
    id: 'themeEditor',
    labelKey: 'menu.themeEditor',
    to: THEME_EDITOR_PATH,
    roles: [IDM_ADMIN_ROLE],
  },
];

export interface MenuAudience {
  enabledFeatures: ReadonlySet<string>;
  roles: ReadonlySet<string>;
  privileges: ReadonlySet<string>;
}

function allowed(item: MenuItem, audience: MenuAudience): boolean {
  if (item.featureFlag && !audience.enabledFeatures.has(item.featureFlag)) return false;
  if (item.roles && !item.roles.some((role) => audience.roles.has(role))) return false;
  if (item.privilege && !audience.privileges.has(item.privilege)) return false;
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
  if (item.kind === 'route') return pathname === item.to || pathname.startsWith(`${item.to}/`);
  if (item.kind === 'group') return item.items.some((child) => isActive(child, pathname));
  return false;
}
