import { useTranslation } from 'react-i18next';
import { Button } from '../../components/button.js';
import { ModalDialog } from '../../components/modal-dialog.js';

export interface SystemBannerDetailsProps {
  details: string;
  onClose: () => void;
}

export function SystemBannerDetails({ details, onClose }: SystemBannerDetailsProps) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('systemNotification.detailsTitle')}
      onClose={onClose}
      actions={<Button onPress={onClose}>{t('common.close')}</Button>}
    >
      <p>{details}</p>
    </ModalDialog>
  );
}
