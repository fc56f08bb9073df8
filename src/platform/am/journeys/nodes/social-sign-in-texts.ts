/** What the sign-in page says after a social provider's round trip; English is the key. */
export const SOCIAL_SIGN_IN_TEXTS = {
  notLinked:
    'No account is linked to the {provider} account you signed in with. Sign in with your username and password, then link {provider} on your profile.',
  failed: '{provider} did not sign you in. Try again, or sign in with your username and password.',
} as const;

export const SOCIAL_SIGN_IN_TRANSLATIONS: Record<'fr' | 'de', Record<string, string>> = {
  fr: {
    [SOCIAL_SIGN_IN_TEXTS.notLinked]:
      'Aucun compte n’est associé au compte {provider} avec lequel vous vous êtes connecté. Connectez-vous avec votre nom d’utilisateur et votre mot de passe, puis associez {provider} depuis votre profil.',
    [SOCIAL_SIGN_IN_TEXTS.failed]:
      '{provider} ne vous a pas connecté. Réessayez ou connectez-vous avec votre nom d’utilisateur et votre mot de passe.',
  },
  de: {
    [SOCIAL_SIGN_IN_TEXTS.notLinked]:
      'Mit dem {provider}-Konto, mit dem Sie sich angemeldet haben, ist kein Konto verknüpft. Melden Sie sich mit Benutzername und Passwort an und verknüpfen Sie {provider} dann in Ihrem Profil.',
    [SOCIAL_SIGN_IN_TEXTS.failed]:
      '{provider} hat Sie nicht angemeldet. Versuchen Sie es erneut oder melden Sie sich mit Benutzername und Passwort an.',
  },
};
