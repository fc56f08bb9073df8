import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';
import { useBootResult } from '../boot/boot-context.js';

/** The product's name and version, opened from a menu item. */
export function AboutDialog({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const { version } = useBootResult();
  return (
    <ModalDialog
      title={t('shell.about.title', { app: t('app.name') })}
      onClose={onClose}
      actions={<Button onPress={onClose}>{t('common.close')}</Button>}
    >
      <p>{version ? t('shell.version', { version }) : t('errors.versionRetrieval')}</p>
    </ModalDialog>
  );
}
