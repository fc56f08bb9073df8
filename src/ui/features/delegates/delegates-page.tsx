import { useTranslation } from 'react-i18next';

export function DelegatesPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.myDelegates')}</h1>;
}
