import { useTranslation } from 'react-i18next';

export function AccessReviewsPage() {
  const { t } = useTranslation();
  return <h1>{t('routes.accessReviews')}</h1>;
}
