/**
 * A small client for the TEST-ONLY control service, for e2e tests (Playwright) and scripts.
 * Base URL: http://127.0.0.1:4009 unless the sandbox runs elsewhere.
 */
export function testControlClient(baseUrl = 'http://127.0.0.1:4009') {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${baseUrl}${path}`, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
    });
    if (!response.ok && response.status !== 404) throw new Error(`test control ${method} ${path}: ${response.status}`);
    return response;
  };
  return {
    /** Member API data, identity users and codes, flag overrides and telemetry back to the seed. */
    reset: async () => {
      await call('POST', '/reset');
    },
    /** Merges flag overrides for an account id (`*` = every context, signed-out too). */
    setFlags: async (accountId: string, flags: Record<string, boolean | string | number>) => {
      await call('PUT', `/flags/${encodeURIComponent(accountId)}`, flags);
    },
    clearFlags: async (accountId: string) => {
      await call('DELETE', `/flags/${encodeURIComponent(accountId)}`);
    },
    /** The last code sent to a user, or undefined. */
    lastCode: async (email: string, purpose?: string): Promise<string | undefined> => {
      const query = purpose ? `?purpose=${encodeURIComponent(purpose)}` : '';
      const response = await call('GET', `/codes/${encodeURIComponent(email)}${query}`);
      return response.status === 404 ? undefined : ((await response.json()) as { code: string }).code;
    },
    /** A client's idle session length in minutes (fractions allowed), until the next reset. */
    setSessionLength: async (clientId: number, minutes: number) => {
      await call('PUT', `/clients/${clientId}/session-length`, { minutes });
    },
    metrics: async (): Promise<{ counters: Record<string, number>; logEntriesReceived: number }> => (await call('GET', '/metrics')).json(),
  };
}
