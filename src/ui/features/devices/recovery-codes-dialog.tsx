import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import styles from './devices.module.css';

const CODES_FILE_NAME = 'recovery-codes.txt';

function download(codes: readonly string[]) {
  const url = URL.createObjectURL(new Blob([`${codes.join('\n')}\n`], { type: 'text/plain' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = CODES_FILE_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

/**
 * The recovery codes given with the first 2-step device: shown this once, to copy or download,
 * with a plain warning; only an explicit acknowledgement closes the dialog.
 */
export function RecoveryCodesDialog({
  codes,
  onClose,
}: {
  codes: readonly string[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [copied, setCopied] = useState<'copied' | 'failed' | null>(null);
  const copy = () => {
    navigator.clipboard.writeText(codes.join('\n')).then(
      () => setCopied('copied'),
      () => setCopied('failed'),
    );
  };
  return (
    <ModalDialog
      title={t('devices.twoStep.recoveryTitle')}
      role="alertdialog"
      actions={
        <Button onPress={onClose} autoFocus>
          {t('devices.twoStep.recoverySaved')}
        </Button>
      }
    >
      <p className={styles.warning}>{t('devices.twoStep.recoveryWarning')}</p>
      <ul className={styles.recoveryCodes} aria-label={t('devices.twoStep.recoveryListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code>{code}</code>
          </li>
        ))}
      </ul>
      <div className={styles.dialogActions}>
        <Button variant="secondary" onPress={copy}>
          {t('devices.twoStep.recoveryCopy')}
        </Button>
        <Button variant="secondary" onPress={() => download(codes)}>
          {t('devices.twoStep.recoveryDownload')}
        </Button>
      </div>
      <p role="status" className={styles.statusLine}>
        {copied ? t(`devices.twoStep.recovery_${copied}`) : ''}
      </p>
    </ModalDialog>
  );
}
