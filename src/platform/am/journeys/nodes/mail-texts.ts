type MailTemplate = (values: Record<string, string>) => { subject: string; text: string };

/** The journeys' emails, by template and language; English when the language has none. */
const TEMPLATES: Record<string, Record<string, MailTemplate>> = {
  resetPassword: {
    en: ({ name, link, minutes }) => ({
      subject: 'Reset your password',
      text: `Hello ${name},\n\nTo choose a new password, open this link within ${minutes} minutes. It works once.\n\n${link}\n\nIf you did not ask for this, ignore this email: your password stays as it is.\n`,
    }),
    fr: ({ name, link, minutes }) => ({
      subject: 'Réinitialisez votre mot de passe',
      text: `Bonjour ${name},\n\nPour choisir un nouveau mot de passe, ouvrez ce lien dans les ${minutes} minutes. Il ne fonctionne qu’une fois.\n\n${link}\n\nSi vous n’avez rien demandé, ignorez ce message : votre mot de passe reste inchangé.\n`,
    }),
    de: ({ name, link, minutes }) => ({
      subject: 'Setzen Sie Ihr Passwort zurück',
      text: `Hallo ${name},\n\num ein neues Passwort zu wählen, öffnen Sie diesen Link innerhalb von ${minutes} Minuten. Er funktioniert nur einmal.\n\n${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail: Ihr Passwort bleibt unverändert.\n`,
    }),
  },
  forgottenUsername: {
    en: ({ usernames, link }) => ({
      subject: 'Your username',
      text: `Hello,\n\nYou sign in with this username: ${usernames}\n\nSign in here: ${link}\n\nIf you did not ask for this, ignore this email.\n`,
    }),
    fr: ({ usernames, link }) => ({
      subject: 'Votre nom d’utilisateur',
      text: `Bonjour,\n\nVous vous connectez avec ce nom d’utilisateur : ${usernames}\n\nConnectez-vous ici : ${link}\n\nSi vous n’avez rien demandé, ignorez ce message.\n`,
    }),
    de: ({ usernames, link }) => ({
      subject: 'Ihr Benutzername',
      text: `Hallo,\n\nSie melden sich mit diesem Benutzernamen an: ${usernames}\n\nHier anmelden: ${link}\n\nWenn Sie das nicht angefordert haben, ignorieren Sie diese E-Mail.\n`,
    }),
  },
};

export type MailTemplateName = 'resetPassword' | 'forgottenUsername';

export function composeMail(
  template: MailTemplateName,
  language: string,
  values: Record<string, string>,
) {
  const templates = TEMPLATES[template]!;
  return (templates[language] ?? templates.en!)(values);
}
