import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from 'react-aria-components';
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
        <Button
          className={styles.toggle}
          aria-label={t('shell.toggleMenu')}
          aria-controls={menuToggle.controls}
          aria-expanded={menuToggle.expanded}
          onPress={menuToggle.onToggle}
        >
          <span className={styles.bars} aria-hidden="true" />
        </Button>
      ) : null}
      <span className={styles.brand}>
        <ProfileBrand collapsed={brandCollapsed} />
      </span>
      <div className={styles.actions}>{children}</div>
    </header>
  );
}
