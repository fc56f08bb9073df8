import { useTranslation } from 'react-i18next';

export function ApprovalsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.approvals')}</h1>;
}
