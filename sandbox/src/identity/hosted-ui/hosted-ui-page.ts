/**
 * The sandbox's hosted sign-in page: plain, accessible HTML ("Sign in with Google (sandbox)") listing the
 * provider's demo identities as buttons. Everything interpolated is escaped.
 */
export interface DemoIdentityChoice {
  username: string;
  label: string;
  linked: boolean;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&#39;');

export function hostedSignInPage(input: {
  provider: string;
  clientId: string;
  redirectUri: string;
  codeChallenge: string;
  state: string | null;
  identities: readonly DemoIdentityChoice[];
  cancelUri: string;
}): string {
  const hidden = (name: string, value: string) => `<input type="hidden" name="${name}" value="${escapeHtml(value)}">`;
  const choices = input.identities
    .map(
      (identity) => `<li><form method="post" action="/oauth2/authorize">
${hidden('client_id', input.clientId)}${hidden('redirect_uri', input.redirectUri)}${hidden('identity_provider', input.provider)}${hidden('username', identity.username)}
${hidden('code_challenge', input.codeChallenge)}${hidden('code_challenge_method', 'S256')}${input.state === null ? '' : hidden('state', input.state)}
<button type="submit">Continue as ${escapeHtml(identity.label)}</button> <span>${identity.linked ? '(linked to a member account)' : '(not linked yet)'}</span>
</form></li>`,
    )
    .join('\n');
  const title = `Sign in with ${escapeHtml(input.provider)} (sandbox)`;
  return `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title>
<style>body{font-family:system-ui,sans-serif;max-width:36rem;margin:2rem auto;padding:0 1rem;color:#1a1a1a}ul{list-style:none;padding:0}li{margin:.75rem 0}button{font:inherit;padding:.5rem 1rem;cursor:pointer}a{color:#0b57d0}</style>
</head>
<body>
<main>
<h1>${title}</h1>
<p>This stands in for the provider's own sign-in page. Choose a demo identity.</p>
${input.identities.length > 0 ? `<ul aria-label="Demo identities">\n${choices}\n</ul>` : '<p>This provider has no demo identities.</p>'}
<p><a href="${escapeHtml(input.cancelUri)}">Cancel and go back</a></p>
</main>
</body>
</html>`;
}

export function hostedErrorPage(problem: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign-in request refused (sandbox)</title></head>
<body><main><h1>Sign-in request refused (sandbox)</h1><p>${escapeHtml(problem)}</p></main></body></html>`;
}
