const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The OAuth bank's sign-in page of the stand-in: no script, two links (approve goes back to the app). */
export function oauthBankPage(backUrl: string): string {
  const approve = escapeHtml(backUrl);
  const cancel = escapeHtml(`${backUrl}&error=access_denied`);
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Platypus OAuth Bank</title>
<style>body{font-family:system-ui,sans-serif;max-width:28rem;margin:3rem auto;padding:0 1rem}a{display:inline-block;margin:.5rem .5rem 0 0;padding:.75rem 1rem;border:1px solid #1a4f8b;border-radius:.5rem;color:#1a4f8b}a.primary{background:#1a4f8b;color:#fff}</style>
</head><body><main><h1>Platypus OAuth Bank</h1>
<p>Sandbox bank: allow the app to read your checking account for direct deposit?</p>
<a class="primary" href="${approve}">Allow and return to the app</a><a href="${cancel}">Cancel</a>
</main></body></html>`;
}
