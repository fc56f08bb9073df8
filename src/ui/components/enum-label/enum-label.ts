import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
  ENUMERATIONS,
  enumerationOf,
  isKnownValue,
  type Enumeration,
} from '../../../domain/enumerated-values.js';
import type { TranslationKey } from '../../i18n/translation-key.js';

export type EnumLabel = (enumeration: Enumeration, value: string) => string;

/** A platform value in the active language: known values translated, any other as it came. */
export function useEnumLabel(): EnumLabel {
  const { t } = useTranslation();
  return useCallback(
    (enumeration, value) =>
      isKnownValue(enumeration, value)
        ? t(`enum.${enumeration}.${value}` as TranslationKey)
        : value,
    [t],
  );
}

/** A property's value as shown: translated when the property is enumerated, else unchanged. */
export function usePropertyValueLabel(): (property: string, value: string) => string {
  const label = useEnumLabel();
  return useCallback(
    (property, value) => {
      const enumeration = enumerationOf(property);
      return enumeration ? label(enumeration, value) : value;
    },
    [label],
  );
}

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
