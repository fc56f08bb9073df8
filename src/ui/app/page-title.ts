import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../i18n/translation-key.js';

export function usePageTitle(titleKey: TranslationKey): void {
  const { t } = useTranslation();
  const title = t('app.pageTitle', { page: t(titleKey), app: t('app.name') });
  useEffect(() => {
    document.title = title;
  }, [title]);
}
