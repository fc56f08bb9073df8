import type { RenderedPage } from '../journey.js';
import { translateJourneyText } from '../texts.js';

/** The 2-step pages' texts; English is the text in the nodes. */
export const TWO_STEP_TEXTS = {
  verifyHeader: '2-Step Verification',
  chooseMethod: 'Choose how to verify it is you',
  methodWebAuthn: 'Security key',
  methodOath: 'Authenticator app',
  methodPush: 'Push notification',
  enterCode: 'Enter verification code',
  codeDescription: 'Enter the 6-digit code your authenticator app shows.',
  submit: 'Submit',
  useRecoveryCode: 'Use Recovery Code',
  enterRecoveryCode: 'Enter recovery code',
  recoveryDescription: 'Enter one of the recovery codes you saved. Each code works once.',
  wrongCode: 'That code is not valid. Try again.',
  webAuthnDescription: 'Use your security key to verify it is you.',
  webAuthnFailed: 'Your security key could not be used. Try again.',
  pushDescription: 'Approve the notification sent to your push device.',
  pushWaiting: 'Waiting for your approval on your push device',
  pushExpired: 'The notification expired; a new one was sent.',
} as const;

const TWO_STEP_TRANSLATIONS: Record<string, Record<string, string>> = {
  fr: {
    [TWO_STEP_TEXTS.verifyHeader]: 'Validation en deux étapes',
    [TWO_STEP_TEXTS.chooseMethod]: 'Choisissez comment prouver votre identité',
    [TWO_STEP_TEXTS.methodWebAuthn]: 'Clé de sécurité',
    [TWO_STEP_TEXTS.methodOath]: "Application d'authentification",
    [TWO_STEP_TEXTS.methodPush]: 'Notification push',
    [TWO_STEP_TEXTS.enterCode]: 'Saisissez le code de vérification',
    [TWO_STEP_TEXTS.codeDescription]:
      "Saisissez le code à 6 chiffres affiché par votre application d'authentification.",
    [TWO_STEP_TEXTS.submit]: 'Valider',
    [TWO_STEP_TEXTS.useRecoveryCode]: 'Utiliser un code de récupération',
    [TWO_STEP_TEXTS.enterRecoveryCode]: 'Saisissez un code de récupération',
    [TWO_STEP_TEXTS.recoveryDescription]:
      "Saisissez l'un des codes de récupération que vous avez conservés. Chaque code ne sert qu'une fois.",
    [TWO_STEP_TEXTS.wrongCode]: "Ce code n'est pas valide. Réessayez.",
    [TWO_STEP_TEXTS.webAuthnDescription]:
      'Utilisez votre clé de sécurité pour prouver votre identité.',
    [TWO_STEP_TEXTS.webAuthnFailed]: "Votre clé de sécurité n'a pas pu être utilisée. Réessayez.",
    [TWO_STEP_TEXTS.pushDescription]: 'Approuvez la notification envoyée à votre appareil push.',
    [TWO_STEP_TEXTS.pushWaiting]: 'En attente de votre approbation sur votre appareil push',
    [TWO_STEP_TEXTS.pushExpired]: 'La notification a expiré ; une nouvelle a été envoyée.',
  },
  de: {
    [TWO_STEP_TEXTS.verifyHeader]: 'Bestätigung in zwei Schritten',
    [TWO_STEP_TEXTS.chooseMethod]: 'Wählen Sie, wie Sie Ihre Identität bestätigen',
    [TWO_STEP_TEXTS.methodWebAuthn]: 'Sicherheitsschlüssel',
    [TWO_STEP_TEXTS.methodOath]: 'Authentifizierungs-App',
    [TWO_STEP_TEXTS.methodPush]: 'Push-Benachrichtigung',
    [TWO_STEP_TEXTS.enterCode]: 'Bestätigungscode eingeben',
    [TWO_STEP_TEXTS.codeDescription]:
      'Geben Sie den 6-stelligen Code ein, den Ihre Authentifizierungs-App anzeigt.',
    [TWO_STEP_TEXTS.submit]: 'Senden',
    [TWO_STEP_TEXTS.useRecoveryCode]: 'Wiederherstellungscode verwenden',
    [TWO_STEP_TEXTS.enterRecoveryCode]: 'Wiederherstellungscode eingeben',
    [TWO_STEP_TEXTS.recoveryDescription]:
      'Geben Sie einen Ihrer gespeicherten Wiederherstellungscodes ein. Jeder Code gilt nur einmal.',
    [TWO_STEP_TEXTS.wrongCode]: 'Dieser Code ist ungültig. Versuchen Sie es erneut.',
    [TWO_STEP_TEXTS.webAuthnDescription]:
      'Bestätigen Sie Ihre Identität mit Ihrem Sicherheitsschlüssel.',
    [TWO_STEP_TEXTS.webAuthnFailed]:
      'Ihr Sicherheitsschlüssel konnte nicht verwendet werden. Versuchen Sie es erneut.',
    [TWO_STEP_TEXTS.pushDescription]:
      'Bestätigen Sie die an Ihr Push-Gerät gesendete Benachrichtigung.',
    [TWO_STEP_TEXTS.pushWaiting]: 'Warten auf Ihre Bestätigung auf Ihrem Push-Gerät',
    [TWO_STEP_TEXTS.pushExpired]: 'Die Benachrichtigung ist abgelaufen; eine neue wurde gesendet.',
  },
};

const TRANSLATED_OUTPUTS = new Set(['prompt', 'options', 'choices']);

function translated(value: unknown, translate: (text: string) => string): unknown {
  if (typeof value === 'string') return translate(value);
  if (Array.isArray(value)) return value.map((item) => translated(item, translate));
  return value;
}

/** A 2-step page in a language: header, description, prompts, options and messages (not scripts). */
export function translateTwoStepPage(page: RenderedPage, language: string): RenderedPage {
  const texts = TWO_STEP_TRANSLATIONS[language] ?? {};
  const translate = (text: string) => texts[text] ?? translateJourneyText(text, language);
  return {
    ...page,
    header: translate(page.header),
    description: translate(page.description),
    callbacks: page.callbacks.map((callback) => {
      const isScript = callback.output.some(
        ({ name, value }) => name === 'messageType' && value === '4',
      );
      return {
        ...callback,
        output: callback.output.map((output) =>
          TRANSLATED_OUTPUTS.has(output.name) || (output.name === 'message' && !isScript)
            ? { ...output, value: translated(output.value, translate) }
            : output,
        ),
      };
    }),
  };
}
