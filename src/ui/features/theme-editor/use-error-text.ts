import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import type { TranslationKey } from '../../i18n/translation-key.js';
import type { DraftError } from './theme-drafts.js';

/** The key to show for a rule's message: the rule's own when the catalogue has it. */
function errorTextKey(message: string, exists: (key: string) => boolean): string {
  return exists(message) ? message : 'themeEditor.validation.invalid';
}

/** Turns a field error into the text to show under the field. */
export function useErrorText(): (error: DraftError | undefined) => string | undefined {
  const { t, i18n } = useTranslation();
  return useCallback(
    (error) => {
      if (!error) return undefined;
      const key = errorTextKey(error.message, (candidate) => i18n.exists(candidate));
      return t(key as TranslationKey, { ...error.values });
    },
    [t, i18n],
  );
}
