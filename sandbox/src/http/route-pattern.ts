/**
 * A Fastify route pattern from the app's own path builder (`apiPaths.device`, `claimsApiPaths.claim`…),
 * so the sandbox serves exactly the paths the app calls and each path is written once:
 *
 *   routePattern(apiPaths.device, 'accountId', 'deviceId')  →  '/communication/:accountId/device/:deviceId'
 *
 * The builder is called with one placeholder per parameter; each placeholder, URI-encoded or not, becomes
 * `:name`. A builder that drops or repeats a parameter throws when the route is registered.
 */
export function routePattern<const Names extends readonly string[]>(
  build: (...segments: { [Index in keyof Names]: string }) => string,
  ...names: Names
): string {
  const placeholders = names.map((name) => `{${name}}`) as { [Index in keyof Names]: string };
  const [path = ''] = build(...placeholders).split('?');
  let pattern = path;
  for (const name of names) {
    const written = [`{${name}}`, encodeURIComponent(`{${name}}`)];
    const count = written.reduce((total, text) => total + pattern.split(text).length - 1, 0);
    if (count !== 1) throw new Error(`routePattern: ${path} holds the parameter ${name} ${count} times, not once`);
    pattern = written.reduce((result, text) => result.replace(text, `:${name}`), pattern);
  }
  return pattern;
}
