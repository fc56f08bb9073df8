import { useTranslation } from 'react-i18next';

export function DirectReportDetailsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.directReportDetails')}</h1>;
}
