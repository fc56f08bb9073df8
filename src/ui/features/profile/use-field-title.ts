import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';

/** A property's label: the translated one for the known properties, else the schema's title. */
export function useFieldTitle(): (field: { name: string; title: string }) => string {
  const { t, i18n } = useTranslation();
  return useCallback(
    ({ name, title }) => {
      const key = `profilePage.fields.${name}`;
      return i18n.exists(key) ? t(key as TranslationKey) : title;
    },
    [t, i18n],
  );
}
