import { describe, expect, it } from 'vitest';
import { canonicalLocale, chooseLanguage } from '../../../src/ui/i18n/language-choice.js';

describe('chooseLanguage', () => {
  const none = { preferred: null, browser: [], defaultLocale: null };

  it('takes the user’s choice first', () => {
    expect(
      chooseLanguage({ ...none, preferred: 'de', browser: ['fr-FR'], defaultLocale: 'fr' }),
    ).toBe('de');
  });

  it('then the first browser language the app has messages for, keeping its region', () => {
    expect(chooseLanguage({ ...none, browser: ['ja', 'fr-CA', 'de'] })).toBe('fr-CA');
    expect(chooseLanguage({ ...none, browser: ['en-GB', 'fr'] })).toBe('en-GB');
  });

  it('then the configured default locale, even one only the server has messages for', () => {
    expect(chooseLanguage({ ...none, browser: ['ja', 'ko'], defaultLocale: 'es' })).toBe('es');
  });

  it('counts a default locale as offered when a browser language matches it', () => {
    expect(chooseLanguage({ ...none, browser: ['es-MX', 'fr'], defaultLocale: 'es' })).toBe(
      'es-MX',
    );
  });

  it('then en', () => {
    expect(chooseLanguage({ ...none, browser: ['ja'] })).toBe('en');
    expect(chooseLanguage(none)).toBe('en');
  });

  it('ignores a stored choice the app does not offer and malformed tags', () => {
    expect(chooseLanguage({ ...none, preferred: 'xx', browser: ['de-AT'] })).toBe('de-AT');
    expect(chooseLanguage({ ...none, preferred: '!!', browser: ['not a tag'] })).toBe('en');
  });

  it('offers the pseudo-locale', () => {
    expect(chooseLanguage({ ...none, preferred: 'en-XA' })).toBe('en-XA');
  });
});

describe('canonicalLocale', () => {
  it('normalizes case and underscores', () => {
    expect(canonicalLocale('fr_ca')).toBe('fr-CA');
    expect(canonicalLocale(' DE ')).toBe('de');
    expect(canonicalLocale('')).toBeUndefined();
    expect(canonicalLocale(null)).toBeUndefined();
    expect(canonicalLocale('a b')).toBeUndefined();
  });
});
