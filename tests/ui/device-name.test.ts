import { describe, expect, it } from 'vitest';
import { authDeviceName, trustedDeviceName } from '../../src/ui/features/devices/device-name.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';
import { readFeatureCatalogue } from './i18n/catalogue.js';

const FOLDER = 'src/ui/features/devices/messages';

function translator(language: 'en' | 'de' | 'fr') {
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', readFeatureCatalogue(FOLDER, language), true);
  return i18n.t;
}

describe('a device name', () => {
  it("shows the platform's default name in the app's language", () => {
    const chrome = { alias: 'Chrome on Linux', browser: 'Chrome', os: 'Linux' };
    expect(trustedDeviceName(translator('de'), chrome)).toBe('Chrome unter Linux');
    expect(trustedDeviceName(translator('fr'), chrome)).toBe('Chrome sous Linux');
    expect(trustedDeviceName(translator('en'), chrome)).toBe('Chrome on Linux');
    const unknown = { alias: 'Unknown browser on Unknown OS', browser: null, os: null };
    expect(trustedDeviceName(translator('de'), unknown)).toBe(
      'Unbekannter Browser unter unbekanntem System',
    );
  });

  it('keeps a name its user gave, even one that reads like a default name', () => {
    const t = translator('de');
    expect(trustedDeviceName(t, { alias: 'My laptop', browser: 'Chrome', os: 'Linux' })).toBe(
      'My laptop',
    );
    expect(
      trustedDeviceName(t, { alias: 'Firefox on Linux', browser: 'Chrome', os: 'Linux' }),
    ).toBe('Firefox on Linux');
  });

  it("shows a 2-step device's default name in the app's language, and a name its user gave as it is", () => {
    const t = translator('de');
    expect(authDeviceName(t, { name: 'Authenticator app', type: 'OATH' })).toBe(
      'Authenticator-App',
    );
    expect(authDeviceName(translator('fr'), { name: 'Push device', type: 'PUSH' })).toBe(
      'Appareil push',
    );
    expect(authDeviceName(t, { name: 'Security key', type: 'OATH' })).toBe('Security key');
    expect(authDeviceName(t, { name: 'YubiKey', type: 'WEBAUTHN' })).toBe('YubiKey');
  });
});
