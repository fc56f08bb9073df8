import { describe, expect, it } from 'vitest';
import { deviceName } from '../../src/ui/features/devices/device-name.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';
import { readFeatureCatalogue } from './i18n/catalogue.js';

const FOLDER = 'src/ui/features/devices/messages';

function translator(language: 'en' | 'de' | 'fr') {
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', readFeatureCatalogue(FOLDER, language), true);
  return i18n.t;
}

describe('a trusted device name', () => {
  it("shows the platform's default name in the app's language", () => {
    const chrome = { alias: 'Chrome on Linux', browser: 'Chrome', os: 'Linux' };
    expect(deviceName(translator('de'), chrome)).toBe('Chrome unter Linux');
    expect(deviceName(translator('fr'), chrome)).toBe('Chrome sous Linux');
    expect(deviceName(translator('en'), chrome)).toBe('Chrome on Linux');
    const unknown = { alias: 'Unknown browser on Unknown OS', browser: null, os: null };
    expect(deviceName(translator('de'), unknown)).toBe(
      'Unbekannter Browser unter unbekanntem System',
    );
  });

  it('keeps a name its user gave, even one that reads like a default name', () => {
    const t = translator('de');
    expect(deviceName(t, { alias: 'My laptop', browser: 'Chrome', os: 'Linux' })).toBe('My laptop');
    expect(deviceName(t, { alias: 'Firefox on Linux', browser: 'Chrome', os: 'Linux' })).toBe(
      'Firefox on Linux',
    );
  });
});
