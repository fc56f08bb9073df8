import { useTranslation } from 'react-i18next';
import { Button, Dialog, DialogTrigger, Popover } from 'react-aria-components';
import { isKnownTier, tierColour } from '../../../domain/tenant-tier.js';
import { RegionFlag } from './region-flag.js';
import styles from './tenant-block.module.css';
import type { MenuTenant } from './tenant-query.js';

function TierBadge({ tier, region }: { tier: string; region: string | null }) {
  const { t } = useTranslation();
  const key = tier.trim().toLowerCase();
  const label = isKnownTier(key) ? t(`shell.tenant.tiers.${key}`) : tier;
  return (
    <span className={`${styles.badge} ${styles[tierColour(tier)]}`}>
      {region ? <RegionFlag region={region} /> : null}
      {label}
    </span>
  );
}

function LockedNotice() {
  const { t } = useTranslation();
  return (
    <p className={styles.locked}>
      {t('shell.tenant.locked')}
      <DialogTrigger>
        <Button className={styles.info} aria-label={t('shell.tenant.lockedInfo')}>
          <span aria-hidden="true">i</span>
        </Button>
        <Popover placement="bottom" className={styles.infoPopover}>
          <Dialog aria-label={t('shell.tenant.lockedInfo')} className={styles.infoDialog}>
            {t('shell.tenant.lockedDetails')}
          </Dialog>
        </Popover>
      </DialogTrigger>
    </p>
  );
}

/**
 * The tenant in the account menu: its name, subscription, tier badge with the region's flag, and
 * a locked tenant's notice. Nothing when the platform serves no tenant or it cannot be read.
 */
export function TenantBlock({ tenant }: { tenant: MenuTenant }) {
  const { t } = useTranslation();
  if (!tenant) return null;
  return (
    <section className={styles.tenant} aria-label={t('shell.tenant.label')}>
      <p className={styles.name}>{tenant.name}</p>
      {tenant.subscription ? <p className={styles.subscription}>{tenant.subscription}</p> : null}
      {tenant.currentTier ? <TierBadge tier={tenant.currentTier} region={tenant.region} /> : null}
      {tenant.locked ? <LockedNotice /> : null}
    </section>
  );
}
