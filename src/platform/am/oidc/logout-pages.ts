const TEXTS = {
  en: {
    title: 'Sign out',
    question: 'Sign out of all applications of this realm?',
    yes: 'Yes, sign me out',
    no: 'No, stay signed in',
    continue: 'Continue',
  },
  fr: {
    title: 'Déconnexion',
    question: 'Vous déconnecter de toutes les applications de ce domaine ?',
    yes: 'Oui, me déconnecter',
    no: 'Non, rester connecté',
    continue: 'Continuer',
  },
  de: {
    title: 'Abmelden',
    question: 'Von allen Anwendungen dieses Bereichs abmelden?',
    yes: 'Ja, abmelden',
    no: 'Nein, angemeldet bleiben',
    continue: 'Weiter',
  },
} as const;

export type LogoutLanguage = keyof typeof TEXTS;
export const LOGOUT_LANGUAGES = Object.keys(TEXTS) as LogoutLanguage[];

function escapeHtml(text: string): string {
  return text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');
}

function page(language: LogoutLanguage, body: string, head = ''): string {
  return `<!DOCTYPE html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(TEXTS[language].title)}</title>
<style>body{font-family:system-ui,sans-serif;margin:3rem auto;max-width:24rem;padding:0 1rem}button{display:block;width:100%;margin:.5rem 0;padding:.6rem;font:inherit}</style>
${head}
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

function hiddenForm(action: string, fields: Record<string, string>, id: string): string {
  const inputs = Object.entries(fields)
    .map(
      ([name, value]) =>
        `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`,
    )
    .join('');
  return `<form id="${id}" method="post" action="${escapeHtml(action)}">${inputs}</form>`;
}

/** Asks whether to end the platform session; `yes` posts `logout=yes`, `no` ends only the client's. */
export function logoutConfirmationPage(
  language: LogoutLanguage,
  action: string,
  xsrf: string,
): string {
  const text = TEXTS[language];
  return page(
    language,
    `<h1>${escapeHtml(text.question)}</h1>
${hiddenForm(action, { xsrf }, 'logout-form')}
<button autofocus type="submit" form="logout-form" name="logout" value="yes">${escapeHtml(text.yes)}</button>
<button type="submit" form="logout-form">${escapeHtml(text.no)}</button>`,
  );
}

/** Posts the sign-out confirmation at once: no question is asked. */
export function logoutAutoSubmitPage(
  language: LogoutLanguage,
  action: string,
  xsrf: string,
): string {
  return page(
    language,
    `${hiddenForm(action, { xsrf, logout: 'yes' }, 'logout-form')}
<noscript><button type="submit" form="logout-form">${escapeHtml(TEXTS[language].continue)}</button></noscript>`,
    `<script>document.addEventListener('DOMContentLoaded',function(){document.forms[0].submit()})</script>`,
  );
}
