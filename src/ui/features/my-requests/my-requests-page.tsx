import { useTranslation } from 'react-i18next';

export function MyRequestsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.myRequests')}</h1>;
}
