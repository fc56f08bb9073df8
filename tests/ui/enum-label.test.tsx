import { renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { ENUMERATIONS, type Enumeration } from '../../src/domain/enumerated-values.js';
import {
  useEnumLabel,
  usePropertyValueLabel,
} from '../../src/ui/components/enum-label/enum-label.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';
import { flatten, readFeatureCatalogue } from './i18n/catalogue.js';

const FOLDER = 'src/ui/components/enum-label/messages';
const LANGUAGES = ['en', 'fr', 'de'] as const;

function labelsIn<T>(hook: () => T, language = 'en'): T {
  const i18n = createI18n(language);
  for (const each of LANGUAGES) {
    i18n.addResourceBundle(each, 'translation', readFeatureCatalogue(FOLDER, each), true);
  }
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nextProvider i18n={i18n}>{children}</I18nextProvider>
  );
  return renderHook(hook, { wrapper }).result.current;
}

describe('enumerated values', () => {
  it('are shown as translated labels', () => {
    expect(labelsIn(useEnumLabel)('accountStatus', 'blocked')).toBe('Blocked');
    expect(labelsIn(useEnumLabel)('requestStatus', 'staging')).toBe('Staged');
    expect(labelsIn(useEnumLabel)('reviewStatus', 'in-progress')).toBe('Active');
    expect(labelsIn(useEnumLabel, 'fr')('accountStatus', 'inactive')).toBe('Inactif');
    expect(labelsIn(useEnumLabel, 'de')('accountStatus', 'active')).toBe('Aktiv');
  });

  it('fall back to the raw value when the value is not a known one', () => {
    expect(labelsIn(useEnumLabel)('accountStatus', 'suspended')).toBe('suspended');
    expect(labelsIn(useEnumLabel)('sharingScope', 'constructor')).toBe('constructor');
  });

  it('are labelled by property name only for enumerated properties', () => {
    const label = labelsIn(usePropertyValueLabel);
    expect(label('accountStatus', 'active')).toBe('Active');
    expect(label('givenName', 'active')).toBe('active');
    expect(label('toString', 'active')).toBe('active');
  });

  it('all have a label in en, fr and de', () => {
    for (const language of LANGUAGES) {
      const messages = flatten(readFeatureCatalogue(FOLDER, language));
      const missing = Object.entries(ENUMERATIONS).flatMap(([enumeration, values]) =>
        (values as readonly string[])
          .map((value) => `enum.${enumeration as Enumeration}.${value}`)
          .filter((key) => !messages.has(key)),
      );
      expect(missing).toEqual([]);
    }
  });
});
