/** The texts of the Registration, ResetPassword and ForgottenUsername journeys in French and German. */
export const SELF_SERVICE_TEXTS: Record<'fr' | 'de', Record<string, string>> = {
  fr: {
    'Create Account': 'Créer un compte',
    'Create your account.': 'Créez votre compte.',
    Username: 'Nom d’utilisateur',
    'First Name': 'Prénom',
    'Last Name': 'Nom',
    'Email Address': 'Adresse e-mail',
    'Select a security question': 'Choisissez une question de sécurité',
    'Reset Password': 'Réinitialiser le mot de passe',
    'Enter your username or email address. We will email you a link to choose a new password.':
      'Saisissez votre nom d’utilisateur ou votre adresse e-mail. Nous vous enverrons par e-mail un lien pour choisir un nouveau mot de passe.',
    'Username or email address': 'Nom d’utilisateur ou adresse e-mail',
    'Check Your Email': 'Consultez vos e-mails',
    'If an account matches what you entered, we have emailed it a link to choose a new password. The link works once and expires in {minutes} minutes.':
      'Si un compte correspond à votre saisie, nous lui avons envoyé par e-mail un lien pour choisir un nouveau mot de passe. Le lien ne fonctionne qu’une fois et expire dans {minutes} minutes.',
    'Choose a New Password': 'Choisissez un nouveau mot de passe',
    'New Password': 'Nouveau mot de passe',
    'Forgotten Username': 'Nom d’utilisateur oublié',
    'Enter the email address of your account. We will email your username to it.':
      'Saisissez l’adresse e-mail de votre compte. Nous y enverrons votre nom d’utilisateur.',
    'If an account uses this email address, we have emailed its username to it.':
      'Si un compte utilise cette adresse e-mail, nous lui avons envoyé son nom d’utilisateur.',
  },
  de: {
    'Create Account': 'Konto erstellen',
    'Create your account.': 'Erstellen Sie Ihr Konto.',
    Username: 'Benutzername',
    'First Name': 'Vorname',
    'Last Name': 'Nachname',
    'Email Address': 'E-Mail-Adresse',
    'Select a security question': 'Wählen Sie eine Sicherheitsfrage',
    'Reset Password': 'Passwort zurücksetzen',
    'Enter your username or email address. We will email you a link to choose a new password.':
      'Geben Sie Ihren Benutzernamen oder Ihre E-Mail-Adresse ein. Wir senden Ihnen per E-Mail einen Link, um ein neues Passwort zu wählen.',
    'Username or email address': 'Benutzername oder E-Mail-Adresse',
    'Check Your Email': 'Prüfen Sie Ihre E-Mails',
    'If an account matches what you entered, we have emailed it a link to choose a new password. The link works once and expires in {minutes} minutes.':
      'Wenn ein Konto zu Ihrer Eingabe passt, haben wir ihm per E-Mail einen Link gesendet, um ein neues Passwort zu wählen. Der Link funktioniert nur einmal und läuft in {minutes} Minuten ab.',
    'Choose a New Password': 'Wählen Sie ein neues Passwort',
    'New Password': 'Neues Passwort',
    'Forgotten Username': 'Benutzername vergessen',
    'Enter the email address of your account. We will email your username to it.':
      'Geben Sie die E-Mail-Adresse Ihres Kontos ein. Wir senden Ihren Benutzernamen dorthin.',
    'If an account uses this email address, we have emailed its username to it.':
      'Wenn ein Konto diese E-Mail-Adresse verwendet, haben wir ihm seinen Benutzernamen gesendet.',
  },
};
