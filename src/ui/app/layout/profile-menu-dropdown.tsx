import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { LanguageMenuSection } from '../../i18n/language-menu-section.js';
import { PROFILE_PATH } from '../../../domain/app-paths.js';
import { AccountSummary, type AccountSummaryProps } from './account-summary.js';
import { HelpMenuItems } from './help-menu-items.js';
import accountStyles from './profile-menu-account.module.css';
import styles from './profile-menu.module.css';
import { TenantBlock } from './tenant-block.js';
import type { MenuTenant } from './tenant-query.js';

export interface ProfileMenuDropdownProps extends AccountSummaryProps {
  mail: string;
  onSignOut: () => void;
  tenant: MenuTenant;
  /** Mounted in answer to a press on the placeholder trigger: opens at once. */
  defaultOpen?: boolean;
}

export function ProfileMenuDropdown({
  onSignOut,
  defaultOpen,
  tenant,
  mail,
  ...account
}: ProfileMenuDropdownProps) {
  const { t } = useTranslation();
  const triggerRef = useRef<HTMLButtonElement>(null);
  return (
    <MenuTrigger
      defaultOpen={defaultOpen}
      onOpenChange={(isOpen) => {
        if (!isOpen) requestAnimationFrame(() => triggerRef.current?.focus());
      }}
    >
      <Button ref={triggerRef} className={styles.trigger}>
        <AccountSummary {...account} />
      </Button>
      <Popover placement="bottom end" className={styles.popover}>
        <div className={accountStyles.account}>
          <p className={accountStyles.company}>{account.company}</p>
          <p className={accountStyles.mail}>{mail || account.displayName}</p>
        </div>
        <TenantBlock tenant={tenant} />
        <Menu
          autoFocus="first"
          className={styles.menu}
          onAction={(key) => {
            if (key === 'sign-out') onSignOut();
          }}
        >
          <MenuItem id="profile" href={PROFILE_PATH} className={styles.item}>
            {t('shell.profile')}
          </MenuItem>
          <HelpMenuItems />
          <LanguageMenuSection />
          <MenuItem id="sign-out" className={styles.item}>
            {t('shell.signOut')}
          </MenuItem>
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
