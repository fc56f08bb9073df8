import { describe, expect, it } from 'vitest';
import { createI18n, syncDocumentLanguage } from '../../../src/ui/i18n/i18n.js';
import { mergeServerMessages } from '../../../src/ui/i18n/server-messages.js';

describe('i18n', () => {
  it('is ready synchronously with the bundled en messages', () => {
    const i18n = createI18n();
    expect(i18n.t('dashboard.greeting.morning', { name: 'Ann' })).toBe('Good morning, Ann');
  });

  it('falls back from a regional code to en', () => {
    const i18n = createI18n('fr-CA');
    expect(i18n.t('shell.signOut')).toBe('Sign out');
  });

  it('sets the document language and follows changes', async () => {
    const i18n = createI18n();
    const stop = syncDocumentLanguage(i18n, document);
    expect(document.documentElement.lang).toBe('en');
    await i18n.changeLanguage('fr');
    expect(document.documentElement.lang).toBe('fr');
    stop();
  });

  it('merges server overrides per package on top of the bundled messages', () => {
    const i18n = createI18n();
    const merged = mergeServerMessages(i18n, 'en', {
      shared: { shell: { signOut: 'Log out' } },
      enduser: { menu: { dashboard: 'Home' } },
      other: { menu: { profile: 'Ignored' } },
    });
    expect(merged).toEqual(['shared', 'enduser']);
    expect(i18n.t('shell.signOut')).toBe('Log out');
    expect(i18n.t('menu.dashboard')).toBe('Home');
    expect(i18n.t('menu.profile')).toBe('Profile');
  });

  it('keeps the bundled messages when the overrides are not message trees', () => {
    const i18n = createI18n();
    expect(mergeServerMessages(i18n, 'en', { shared: { shell: { signOut: 42 } } })).toEqual([]);
    expect(mergeServerMessages(i18n, 'en', 'nonsense')).toEqual([]);
    expect(i18n.t('shell.signOut')).toBe('Sign out');
  });
});
