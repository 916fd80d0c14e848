/**
 * The development identity provider's pages: the sign-in form and the error page, in the
 * terminal look. Plain HTML with one same-origin stylesheet; no scripts, nothing from outside.
 */
import { escapeHtml } from '../../../lib/html';

export const DEV_IDP_STYLESHEET = `
:root { color-scheme: dark; }
html, body { margin: 0; background: #000; color: #33ff66; }
body { font: 15px/1.55 ui-monospace, 'DejaVu Sans Mono', 'Liberation Mono', Menlo, Consolas, monospace; }
main { max-width: 28rem; margin: 4rem auto; padding: 1.5rem; border: 1px solid #238a42; }
h1 { margin: 0 0 0.25rem; font-size: 1.25rem; letter-spacing: 0.04em; text-transform: uppercase; }
p { margin: 0.5rem 0 1rem; color: #5fae6f; }
label { display: block; margin-top: 1rem; color: #b3ffc6; }
input { width: 100%; margin-top: 0.25rem; padding: 0.5rem; background: #000; color: #33ff66;
  border: 1px solid #238a42; font: inherit; }
input:focus, button:focus { outline: 2px solid #ffff66; outline-offset: 2px; }
button { margin-top: 1.5rem; padding: 0.5rem 1.25rem; background: #000; color: #33ff66;
  border: 1px solid #33ff66; font: inherit; text-transform: uppercase; cursor: pointer; }
button:hover { background: #0a1a0f; }
.error { color: #ff6b6b; }
pre { white-space: pre-wrap; word-break: break-word; color: #b3ffc6; }
`;

function page(title: string, stylesheetHref: string, body: string): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="no-referrer">
<title>${escapeHtml(title)}</title>
<link rel="stylesheet" href="${escapeHtml(stylesheetHref)}">
</head>
<body>
<main>
${body}
</main>
</body>
</html>`;
}

export interface LoginFormView {
  action: string;
  stylesheetHref: string;
  email?: string;
  name?: string;
  error?: string;
}

/** The sign-in form: Email (required), Name (optional), Sign in. */
export function loginPage(view: LoginFormView): string {
  const error = view.error ? `<p class="error" role="alert">${escapeHtml(view.error)}</p>` : '';
  return page(
    'Sign in - Dev identity provider',
    view.stylesheetHref,
    `<h1>Dev sign-in</h1>
<p>Development identity provider: any e-mail address signs in. Never run it on a public site.</p>
${error}
<form method="post" action="${escapeHtml(view.action)}" autocomplete="off">
<label for="email">Email</label>
<input id="email" name="email" type="email" required maxlength="254" value="${escapeHtml(view.email ?? '')}" autofocus>
<label for="name">Name</label>
<input id="name" name="name" type="text" maxlength="200" value="${escapeHtml(view.name ?? '')}">
<button type="submit">Sign in</button>
</form>`,
  );
}

/** Any error of the identity provider (unknown interaction, bad request from the client...). */
export function errorPage(stylesheetHref: string, details: object): string {
  const lines = Object.entries(details)
    .map(([key, value]) => `<pre><strong>${escapeHtml(key)}</strong>: ${escapeHtml(String(value))}</pre>`)
    .join('\n');
  return page(
    'Sign-in error - Dev identity provider',
    stylesheetHref,
    `<h1>Sign-in error</h1>\n${lines}\n<p><a href="/">Back to the terminal</a></p>`,
  );
}
