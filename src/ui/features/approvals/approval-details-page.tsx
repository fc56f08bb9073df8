import { useTranslation } from 'react-i18next';

export function ApprovalDetailsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.approvalDetails')}</h1>;
}
