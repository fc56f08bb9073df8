import { useTranslation } from 'react-i18next';

export function NewRequestPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.newRequest')}</h1>;
}
