import { describe, expect, it } from 'vitest';
import { journeyLanguage, translateJourneyText } from '../../../src/platform/am/journeys/texts.js';

describe('journey texts', () => {
  it('picks the best-ranked language it has texts for', () => {
    expect(journeyLanguage('fr-CA,fr;q=0.9,en;q=0.8')).toBe('fr');
    expect(journeyLanguage('ja,de;q=0.7,en;q=0.5')).toBe('de');
    expect(journeyLanguage('en-US,fr;q=0.5')).toBe('en');
    expect(journeyLanguage('de;q=0.2,fr;q=0.9')).toBe('fr');
    expect(journeyLanguage('xx, fr;q=0')).toBe('en');
    expect(journeyLanguage(undefined)).toBe('en');
    expect(journeyLanguage('en-XA')).toBe('en');
  });

  it('translates the Login texts and leaves unknown ones as they are', () => {
    expect(translateJourneyText('User Name', 'fr')).toBe("Nom d'utilisateur");
    expect(translateJourneyText('Password', 'de')).toBe('Passwort');
    expect(translateJourneyText('Sign In', 'en')).toBe('Sign In');
    expect(translateJourneyText('Something else', 'fr')).toBe('Something else');
  });
});
