import { useTranslation } from 'react-i18next';

export function CertificationTaskPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.certificationTask')}</h1>;
}
