import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { ENUMERATIONS, enumerationOf } from '../../../domain/enumerated-values.js';
import { useEnumLabel } from './enum-label.js';

/**
 * The stored values of an enumerated property whose labels in the active language hold the text
 * (ignoring case), so a search finds the words on screen; undefined for a property of free text.
 */
export function usePropertyValuesMatching(): (
  property: string,
  text: string,
) => string[] | undefined {
  const label = useEnumLabel();
  const { i18n } = useTranslation();
  return useCallback(
    (property, text) => {
      const enumeration = enumerationOf(property);
      if (!enumeration) return undefined;
      const wanted = text.trim().toLocaleLowerCase(i18n.language);
      return ENUMERATIONS[enumeration].filter((value) =>
        label(enumeration, value).toLocaleLowerCase(i18n.language).includes(wanted),
      );
    },
    [label, i18n.language],
  );
}
