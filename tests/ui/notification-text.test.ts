import { describe, expect, it } from 'vitest';
import { platformNotificationText } from '../../src/domain/platform-notifications.js';
import { notificationText } from '../../src/ui/app/notifications/notification-text.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';
import de from '../../src/ui/i18n/locales/de.json';
import fr from '../../src/ui/i18n/locales/fr.json';

function translator(language: 'de' | 'fr') {
  const i18n = createI18n(language);
  i18n.addResourceBundle(language, 'translation', language === 'de' ? de : fr);
  return i18n.t;
}

describe('notification text', () => {
  it('shows what the platform wrote in the user language', () => {
    const t = translator('de');
    const signIn = platformNotificationText('newSignIn', { browser: 'Firefox', os: 'Unknown OS' });
    expect(notificationText(t, signIn)).toBe(
      'Neue Anmeldung mit Firefox unter einem unbekannten System.',
    );
    expect(notificationText(t, platformNotificationText('passwordChanged'))).toBe(
      'Ihr Passwort wurde geändert.',
    );
    const linked = platformNotificationText('accountLinked', { provider: 'Acme ID' });
    expect(notificationText(translator('fr'), linked)).toBe(
      'Acme ID a été associé à votre compte.',
    );
  });

  it('shows any other text as it came', () => {
    expect(notificationText(translator('de'), 'Wartung heute Nacht')).toBe('Wartung heute Nacht');
  });
});
