const STYLE = `
  *, *::before, *::after { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 1rem;
    font: 16px/1.5 system-ui, -apple-system, 'Segoe UI', sans-serif; color: #1f1d2b; background: #efeaf9; }
  main { width: 100%; max-width: 26rem; padding: 2rem; border-radius: 12px; background: #fff;
    box-shadow: 0 8px 24px rgb(40 20 90 / 15%); }
  .brand { display: flex; align-items: center; gap: .5rem; margin: 0 0 1.5rem; font-weight: 700; color: #3d1f9e; }
  .logo { display: inline-grid; place-items: center; width: 2rem; height: 2rem; border-radius: 8px;
    background: #4b2bbf; color: #fff; }
  h1 { margin: 0 0 .5rem; font-size: 1.4rem; }
  p { margin: 0 0 1rem; }
  label { display: block; margin: 1rem 0 .25rem; font-weight: 600; }
  input { width: 100%; padding: .6rem .75rem; border: 1px solid #6b6880; border-radius: 6px; font: inherit; }
  input:focus, button:focus { outline: 3px solid #9b84ec; outline-offset: 2px; }
  button { font: inherit; cursor: pointer; }
  .primary { width: 100%; margin-top: 1.5rem; padding: .65rem; border: 0; border-radius: 6px;
    background: #4b2bbf; color: #fff; font-weight: 600; }
  .secondary { width: 100%; margin-top: .75rem; padding: .65rem; border: 1px solid #4b2bbf; border-radius: 6px;
    background: #fff; color: #3d1f9e; font-weight: 600; }
  .error { padding: .75rem; border-radius: 6px; background: #fde8ea; color: #8a1020; }
  .scopes { margin: 0 0 1rem; padding-left: 1.25rem; }
  .muted { color: #55526a; }
`;

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => ESCAPES[character] ?? character);
}

function page(title: string, body: string): string {
  return `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)} – Acme ID</title>
<style>${STYLE}</style>
</head>
<body>
<main>
<p class="brand"><span class="logo" aria-hidden="true">A</span>Acme ID</p>
${body}
</main>
</body>
</html>`;
}

const SCOPE_DESCRIPTIONS: Record<string, string> = {
  openid: 'Know who you are on Acme ID',
  profile: 'See your name',
  email: 'See your email address',
};

/** Acme's sign-in page for an interaction; `failed` shows why the last attempt was refused. */
export function signInPage(options: {
  action: string;
  clientName: string;
  email?: string;
  failed?: boolean;
}): string {
  const error = options.failed
    ? '<p class="error" role="alert">Incorrect email or password.</p>'
    : '';
  return page(
    'Sign in',
    `<h1>Sign in to Acme ID</h1>
<p class="muted">to continue to ${escapeHtml(options.clientName)}</p>
${error}
<form method="post" action="${escapeHtml(options.action)}/login">
<label for="email">Email</label>
<input id="email" name="email" type="email" autocomplete="username" required value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<button class="primary" type="submit">Sign in</button>
</form>
<form method="post" action="${escapeHtml(options.action)}/abort">
<button class="secondary" type="submit">Cancel</button>
</form>`,
  );
}

/** Acme's consent page: what the client asks to see, to allow or deny. */
export function consentPage(options: {
  action: string;
  clientName: string;
  email: string;
  scopes: string[];
}): string {
  const items = options.scopes
    .map((scope) => `<li>${escapeHtml(SCOPE_DESCRIPTIONS[scope] ?? scope)}</li>`)
    .join('');
  return page(
    'Allow access',
    `<h1>Allow ${escapeHtml(options.clientName)} to use your Acme ID?</h1>
<p class="muted">Signed in as ${escapeHtml(options.email)}</p>
<p>${escapeHtml(options.clientName)} will be able to:</p>
<ul class="scopes">${items}</ul>
<form method="post" action="${escapeHtml(options.action)}/confirm">
<button class="primary" type="submit">Allow</button>
</form>
<form method="post" action="${escapeHtml(options.action)}/abort">
<button class="secondary" type="submit">Deny</button>
</form>`,
  );
}

export function errorPage(message: string): string {
  return page(
    'Something went wrong',
    `<h1>Something went wrong</h1>
<p class="error" role="alert">${escapeHtml(message)}</p>`,
  );
}
