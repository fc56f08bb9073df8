import { lazy, Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { FragmentType } from '../../gql/index.js';
import { GOVERNANCE_FEATURE } from '../../../domain/governance/governance-feature.js';
import { AccountFooter } from '../../theme/account-footer.js';
import { useBootResult } from '../boot/boot-context.js';
import { useSignOut } from '../sign-out/sign-out-context.js';
import { NotificationsBell } from '../notifications/notifications-bell.js';
import type { RouteLayout } from '../routes.js';
import styles from './app-layout.module.css';
import { ProfileMenu, type ProfileMenu_MeFragment } from './profile-menu.js';
import { MAIN_CONTENT_ID } from './bare-layout.js';
import { HelpLinks } from './help-links.js';
import type { ActionMenuItem, MenuItem } from './menu-items.js';
import { SideMenu, type SideMenu_PrivilegesFragment } from './side-menu.js';
import type { SideMenu_MeFragment } from './side-menu-me-fragment.js';
import { SystemBanner } from './system-banner.js';
import { TopBar } from './top-bar.js';
import type { MenuBadges } from './use-governance-badges.js';
import { useSideMenu } from './use-side-menu.js';

const SIDE_MENU_ID = 'side-menu';

/** Action items are rare: what runs them loads on the first one pressed. */
const loadMenuActions = () => import('./menu-actions.js');

const GovernanceBadges = lazy(async () => ({
  default: (await import('./governance-badges.js')).GovernanceBadges,
}));

/** The signed-in user and their delegated-administration entries, as one query reads them. */
export type ShellUser = {
  me: FragmentType<typeof ProfileMenu_MeFragment> & FragmentType<typeof SideMenu_MeFragment>;
} & FragmentType<typeof SideMenu_PrivilegesFragment>;

export interface AppLayoutProps {
  layout: RouteLayout;
  user: ShellUser | undefined;
  footer?: ReactNode;
  /** The side menu's items, the spec's side menu unless told. */
  menuItems?: readonly MenuItem[];
  children: ReactNode;
}

export function AppLayout({ layout, user, footer, menuItems, children }: AppLayoutProps) {
  const { t } = useTranslation();
  const sideMenu = useSideMenu();
  const signOut = useSignOut();
  const menuEvents = useMemo(
    () => ({ signOut, toggleMenu: sideMenu.toggle }),
    [signOut, sideMenu.toggle],
  );
  const [menuDialog, setMenuDialog] = useState<ReactNode>(null);
  const runMenuAction = useCallback(
    (item: ActionMenuItem) =>
      void loadMenuActions().then((actions) =>
        actions.runMenuAction(item, menuEvents, setMenuDialog),
      ),
    [menuEvents],
  );
  const showSideMenu = layout.sideMenu && user !== undefined;
  const governance = useBootResult().enabledFeatures.includes(GOVERNANCE_FEATURE);
  const [badges, setBadges] = useState<MenuBadges>(undefined);
  return (
    <div className={styles.shell}>
      <a className={styles.skipLink} href={`#${MAIN_CONTENT_ID}`}>
        {t('shell.skipToContent')}
      </a>
      {layout.navBar ? (
        <TopBar
          brandCollapsed={!showSideMenu || !sideMenu.open}
          menuToggle={
            showSideMenu
              ? { controls: SIDE_MENU_ID, expanded: sideMenu.open, onToggle: sideMenu.toggle }
              : undefined
          }
        >
          <HelpLinks />
          <NotificationsBell />
          {user ? <ProfileMenu me={user.me} /> : null}
        </TopBar>
      ) : null}
      <div className={styles.body}>
        {showSideMenu && governance ? (
          <Suspense fallback={null}>
            <GovernanceBadges onBadges={setBadges} />
          </Suspense>
        ) : null}
        {showSideMenu ? (
          <SideMenu
            id={SIDE_MENU_ID}
            me={user.me}
            privileges={user}
            open={sideMenu.open}
            overlay={sideMenu.overlay}
            badges={badges}
            onNavigate={sideMenu.closeOverlay}
            onAction={runMenuAction}
            {...(menuItems ? { items: menuItems } : {})}
          />
        ) : null}
        <main
          id={MAIN_CONTENT_ID}
          className={
            layout.journeyBackground ? `${styles.main} ${styles.journeyMain}` : styles.main
          }
          tabIndex={-1}
        >
          <SystemBanner />
          {children}
        </main>
      </div>
      {menuDialog ? <Suspense fallback={null}>{menuDialog}</Suspense> : null}
      {footer ? (
        <footer className={styles.footer}>{footer}</footer>
      ) : (
        <AccountFooter className={styles.footer} />
      )}
    </div>
  );
}
