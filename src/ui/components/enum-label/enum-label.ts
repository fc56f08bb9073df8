import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import {
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
