import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useToast } from '../../app/toast/toast-context.js';
import { Button } from '../../components/button.js';
import styles from './devices.module.css';
import type { EnabledDevice } from './enabled-device.js';

/** The dialogs (QR code, WebAuthn) load when one opens, not with the page. */
const AuthenticatorAppDialog = lazy(async () => ({
  default: (await import('./authenticator-app-dialog.js')).AuthenticatorAppDialog,
}));
const SecurityKeyDialog = lazy(async () => ({
  default: (await import('./security-key-dialog.js')).SecurityKeyDialog,
}));
const RecoveryCodesDialog = lazy(async () => ({
  default: (await import('./recovery-codes-dialog.js')).RecoveryCodesDialog,
}));

type Open = { kind: 'app' | 'key' } | { kind: 'codes'; codes: readonly string[] } | null;

/** Adds an authenticator app or a security key; the first 2-step device shows the recovery codes. */
export function AddTwoStepDevice({ onAdded }: { onAdded: () => Promise<unknown> }) {
  const { t } = useTranslation();
  const showToast = useToast();
  const [open, setOpen] = useState<Open>(null);
  const enabled = ({ recoveryCodes }: EnabledDevice) => {
    void onAdded();
    showToast({ messageKey: 'devices.twoStep.added', tone: 'success' });
    setOpen(
      recoveryCodes && recoveryCodes.length > 0 ? { kind: 'codes', codes: recoveryCodes } : null,
    );
  };
  return (
    <div className={styles.addDevice}>
      <Button variant="secondary" onPress={() => setOpen({ kind: 'app' })}>
        {t('devices.twoStep.addApp')}
      </Button>
      <Button variant="secondary" onPress={() => setOpen({ kind: 'key' })}>
        {t('devices.twoStep.addKey')}
      </Button>
      <Suspense fallback={null}>
        {open?.kind === 'app' ? (
          <AuthenticatorAppDialog onEnabled={enabled} onClose={() => setOpen(null)} />
        ) : null}
        {open?.kind === 'key' ? (
          <SecurityKeyDialog onEnabled={enabled} onClose={() => setOpen(null)} />
        ) : null}
        {open?.kind === 'codes' ? (
          <RecoveryCodesDialog codes={open.codes} onClose={() => setOpen(null)} />
        ) : null}
      </Suspense>
    </div>
  );
}
