import { SOCIAL_SIGN_IN_TRANSLATIONS } from './nodes/social-sign-in-texts.js';
import { SELF_SERVICE_TEXTS } from './self-service-texts.js';

/** The journey texts the platform ships, by language; English is the text in the definitions. */
const TRANSLATIONS: Record<string, Record<string, string>> = {
  fr: {
    'Sign In': 'Connexion',
    'User Name': "Nom d'utilisateur",
    Password: 'Mot de passe',
    ...SELF_SERVICE_TEXTS.fr,
    ...SOCIAL_SIGN_IN_TRANSLATIONS.fr,
  },
  de: {
    'Sign In': 'Anmelden',
    'User Name': 'Benutzername',
    Password: 'Passwort',
    ...SELF_SERVICE_TEXTS.de,
    ...SOCIAL_SIGN_IN_TRANSLATIONS.de,
  },
};

/** The first language of an Accept-Language header that the journeys have texts for. */
export function journeyLanguage(acceptLanguage: string | undefined): string {
  const ranked = (acceptLanguage ?? '')
    .split(',')
    .map((entry) => {
      const [tag = '', ...parameters] = entry.trim().split(';');
      const quality = Number(parameters.find((p) => p.trim().startsWith('q='))?.split('=')[1] ?? 1);
      return {
        language: tag.toLowerCase().split('-')[0] ?? '',
        quality: Number.isNaN(quality) ? 0 : quality,
      };
    })
    .filter(({ language, quality }) => language && quality > 0)
    .sort((a, b) => b.quality - a.quality);
  return (
    ranked.find(({ language }) => language === 'en' || language in TRANSLATIONS)?.language ?? 'en'
  );
}

/** `text` in `language`, with each `{name}` slot that `slots` names filled in after translation. */
export function translateJourneyText(
  text: string,
  language: string,
  slots: Readonly<Record<string, string>> = {},
): string {
  const translated = TRANSLATIONS[language]?.[text] ?? text;
  return translated.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(slots, name) ? (slots[name] ?? slot) : slot,
  );
}
