/** What the sign-in page says after a social provider's round trip; English is the key. */
export const SOCIAL_SIGN_IN_TEXTS = {
  failed: '{provider} did not sign you in. Try again, or sign in with your username and password.',
} as const;

/** The registration page's words to an identity linked to no account. */
export const SOCIAL_REGISTRATION_TEXT =
  'No account is linked to your {provider} account yet. Create one with the details {provider} shared, or go back and sign in with your username and password to link {provider} from your profile.';

export const SOCIAL_SIGN_IN_TRANSLATIONS: Record<'fr' | 'de', Record<string, string>> = {
  fr: {
    [SOCIAL_SIGN_IN_TEXTS.failed]:
      '{provider} ne vous a pas connecté. Réessayez ou connectez-vous avec votre nom d’utilisateur et votre mot de passe.',
    [SOCIAL_REGISTRATION_TEXT]:
      'Aucun compte n’est encore associé à votre compte {provider}. Créez-en un avec les informations partagées par {provider}, ou revenez à la connexion avec votre nom d’utilisateur et votre mot de passe pour associer {provider} depuis votre profil.',
  },
  de: {
    [SOCIAL_SIGN_IN_TEXTS.failed]:
      '{provider} hat Sie nicht angemeldet. Versuchen Sie es erneut oder melden Sie sich mit Benutzername und Passwort an.',
    [SOCIAL_REGISTRATION_TEXT]:
      'Mit Ihrem {provider}-Konto ist noch kein Konto verknüpft. Erstellen Sie eines mit den Angaben, die {provider} geteilt hat, oder melden Sie sich mit Benutzername und Passwort an, um {provider} in Ihrem Profil zu verknüpfen.',
  },
};
