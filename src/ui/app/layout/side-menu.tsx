import { useQuery } from '@apollo/client/react';
import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'wouter';
import { AUTO_ACCESS_FEATURE } from '../../../domain/autoaccess/auto-access-feature.js';
import {
  RISK_ADMINISTRATION_ROLES,
  RISK_ANALYSIS_ROLES,
} from '../../../domain/autoaccess/risk-analyst-roles.js';
import type { SideMenu_AutoAccessQuery } from '../../gql/graphql.js';
import { getFragmentData, graphql, type FragmentType } from '../../gql/index.js';
import { CALLER_HANDLES_UNAUTHENTICATED } from '../../lib/request-context.js';
import { useBootResult } from '../boot/boot-context.js';
import {
  isActive,
  labelOf,
  SIDE_MENU,
  visibleMenuItems,
  withDelegatedAdminItems,
  type ActionMenuItem,
  type MenuAudience,
  type MenuItem,
  type StoreValue,
} from './menu-items.js';
import { SideMenu_MeFragment } from './side-menu-me-fragment.js';
import styles from './side-menu.module.css';

export const SideMenu_PrivilegesFragment = graphql(`
  fragment SideMenu_PrivilegesFragment on Query {
    privileges {
      title
      privilegePath
      resourceType
      resourceName
    }
  }
`);

/** Whether the risk screens answer the user; asked once per session (cached). */
const SideMenu_AutoAccess = graphql(`
  query SideMenu_AutoAccess {
    autoAccessAvailable
    riskAnalysisAvailable
  }
`);

const AUTO_ACCESS_ROLES: readonly string[] = [...RISK_ANALYSIS_ROLES, ...RISK_ADMINISTRATION_ROLES];

export interface SideMenuProps {
  id: string;
  open: boolean;
  overlay: boolean;
  me: FragmentType<typeof SideMenu_MeFragment>;
  /** The delegated-administration entries, read in the same query as the user. */
  privileges: FragmentType<typeof SideMenu_PrivilegesFragment>;
  badges?: Readonly<Record<string, number>>;
  /** The menu's items, the spec's side menu unless told. */
  items?: readonly MenuItem[];
  onNavigate: () => void;
  onAction?: (item: ActionMenuItem) => void;
}

interface EntryContext {
  pathname: string;
  badges: Readonly<Record<string, number>>;
  onNavigate: () => void;
  onAction: (item: ActionMenuItem) => void;
}

const NO_BADGES: Readonly<Record<string, number>> = {};
const ignoreAction = () => undefined;

export function SideMenu({
  id,
  open,
  overlay,
  me: meRef,
  privileges: privilegesRef,
  badges = NO_BADGES,
  items: menuItems = SIDE_MENU,
  onNavigate,
  onAction = ignoreAction,
}: SideMenuProps) {
  const { t } = useTranslation();
  const [pathname] = useLocation();
  const me = getFragmentData(SideMenu_MeFragment, meRef);
  const { enabledFeatures } = useBootResult();
  const { privileges } = getFragmentData(SideMenu_PrivilegesFragment, privilegesRef);
  const autoAccess = useQuery(SideMenu_AutoAccess, {
    skip:
      !enabledFeatures.includes(AUTO_ACCESS_FEATURE) ||
      !me.idmRoles.some((role) => AUTO_ACCESS_ROLES.includes(role)),
    fetchPolicy: 'cache-first',
    errorPolicy: 'all',
    context: CALLER_HANDLES_UNAUTHENTICATED,
  });
  const probes = autoAccess.data;

  const items = useMemo(() => {
    const entries = privileges ?? [];
    // Each probe the services answered is the store value of its name.
    const storeValues = new Set<StoreValue>(
      Object.entries(probes ?? {}).flatMap(([name, answered]) =>
        answered === true ? [name as keyof SideMenu_AutoAccessQuery] : [],
      ),
    );
    const audience: MenuAudience = {
      enabledFeatures: new Set(enabledFeatures),
      roles: new Set([...me.idmRoles, ...me.amRoles]),
      privileges: new Set(entries.map((entry) => entry.privilegePath)),
      storeValues,
      amAdmin: me.amAdmin,
    };
    return visibleMenuItems(withDelegatedAdminItems(menuItems, entries), audience);
  }, [menuItems, enabledFeatures, me.idmRoles, me.amRoles, me.amAdmin, privileges, probes]);

  const className = [styles.sideMenu, overlay ? styles.overlay : undefined]
    .filter(Boolean)
    .join(' ');
  return (
    <nav id={id} aria-label={t('shell.mainNavigation')} className={className} hidden={!open}>
      <MenuList items={items} context={{ pathname, badges, onNavigate, onAction }} />
    </nav>
  );
}

function MenuList({
  items,
  context,
  id,
}: {
  items: readonly MenuItem[];
  context: EntryContext;
  id?: string;
}) {
  return (
    <ul id={id} className={styles.list}>
      {items.map((item) => (
        <MenuEntry key={item.id} item={item} context={context} />
      ))}
    </ul>
  );
}

function Badge({ name, badges }: { name: string | undefined; badges: EntryContext['badges'] }) {
  const count = name === undefined ? undefined : badges[name];
  return count ? <span className={styles.badge}>{count}</span> : null;
}

function MenuEntry({ item, context }: { item: MenuItem; context: EntryContext }) {
  const { t } = useTranslation();
  switch (item.kind) {
    case 'divider':
      return <li className={styles.divider} aria-hidden="true" />;
    case 'route': {
      const active = isActive(item, context.pathname);
      return (
        <li>
          <Link
            to={item.to}
            className={active ? `${styles.item} ${styles.active}` : styles.item}
            aria-current={active ? 'page' : undefined}
            onClick={context.onNavigate}
          >
            <span className={styles.label}>{labelOf(item, t)}</span>
            <Badge name={item.badge} badges={context.badges} />
          </Link>
        </li>
      );
    }
    case 'external':
      return (
        <li>
          <a className={styles.item} href={item.href} target="_blank" rel="noopener noreferrer">
            <span className={styles.label}>{labelOf(item, t)}</span>
            <Badge name={item.badge} badges={context.badges} />
          </a>
        </li>
      );
    case 'modal':
    case 'event':
      return (
        <li>
          <button type="button" className={styles.item} onClick={() => context.onAction(item)}>
            <span className={styles.label}>{labelOf(item, t)}</span>
            <Badge name={item.badge} badges={context.badges} />
          </button>
        </li>
      );
    case 'group':
      return <MenuGroup item={item} context={context} />;
  }
}

function MenuGroup({
  item,
  context,
}: {
  item: Extract<MenuItem, { kind: 'group' }>;
  context: EntryContext;
}) {
  const { t } = useTranslation();
  const listId = useId();
  const containsCurrent = isActive(item, context.pathname);
  const [expanded, setExpanded] = useState(containsCurrent);
  const isExpanded = expanded || containsCurrent;
  return (
    <li>
      <button
        type="button"
        className={styles.item}
        aria-expanded={isExpanded}
        aria-controls={listId}
        onClick={() => setExpanded(!isExpanded)}
      >
        <span className={styles.label}>{labelOf(item, t)}</span>
        {isExpanded ? null : <Badge name={item.badge} badges={context.badges} />}
        <span
          className={isExpanded ? `${styles.chevron} ${styles.open}` : styles.chevron}
          aria-hidden="true"
        />
      </button>
      {isExpanded ? <MenuList id={listId} items={item.items} context={context} /> : null}
    </li>
  );
}
