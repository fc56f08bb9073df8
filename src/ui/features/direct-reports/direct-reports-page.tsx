import { useTranslation } from 'react-i18next';

export function DirectReportsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.myReports')}</h1>;
}
