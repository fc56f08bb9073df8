import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { TOP_BAR_BACK_LINK_SLOT_ID } from '../../components/top-bar-back-link-slot.js';
import { ProfileBrand } from '../../theme/profile-brand.js';
import styles from './top-bar.module.css';

export interface TopBarProps {
  /** Shows the theme's collapsed profile logo. */
  brandCollapsed?: boolean;
  menuToggle?: { controls: string; expanded: boolean; onToggle: () => void };
  children?: ReactNode;
}

export function TopBar({ brandCollapsed = false, menuToggle, children }: TopBarProps) {
  const { t } = useTranslation();
  return (
    <header className={styles.topBar}>
      {menuToggle ? (
        <button
          type="button"
          className={styles.toggle}
          aria-label={t('shell.toggleMenu')}
          aria-controls={menuToggle.controls}
          aria-expanded={menuToggle.expanded}
          onClick={menuToggle.onToggle}
        >
          <span className={styles.bars} aria-hidden="true" />
        </button>
      ) : null}
      <span className={styles.brand}>
        <ProfileBrand collapsed={brandCollapsed} />
      </span>
      {/* Written out rather than imported: the top bar's chunk is held to a byte budget. */}
      <span id={'top-bar-back-link' satisfies typeof TOP_BAR_BACK_LINK_SLOT_ID} />
      <div className={styles.actions}>{children}</div>
    </header>
  );
}
