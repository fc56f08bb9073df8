import { useTranslation } from 'react-i18next';

export function RequestDetailsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.requestDetails')}</h1>;
}
