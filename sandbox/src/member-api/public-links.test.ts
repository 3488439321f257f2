import { APPLICATION_ID, HEADER_NAMES } from '@member/shared-contracts/http';
import { httpTestClient } from '../testing/http-test-client';
import { useMemberApiHarness } from '../testing/member-api-harness';
import { rawHttpRequest } from '../testing/raw-http-request';

const MARIA = { email: 'hra.primary@example.com', accountId: '200001' };
const CONFIGURED = 'https://member-api.example.test';
/** What a browser sends when an attacker's DNS name points at the API (fetch would put the real host). */
const EVIL_HOST = 'evil.example';

describe('member API: links it hands out are on its configured origin, never the request Host', () => {
  const api = useMemberApiHarness({ publicBaseUrl: `${CONFIGURED}/` });
  let maria: string;
  beforeAll(async () => {
    maria = await api.tokenOf(MARIA.email);
  });

  async function callWithHost(method: string, path: string, body?: unknown): Promise<Record<string, unknown>> {
    const headers: Record<string, string> = { host: EVIL_HOST, authorization: `Bearer ${maria}`, [HEADER_NAMES.applicationId]: APPLICATION_ID };
    if (body !== undefined) headers['content-type'] = 'application/json';
    const response = await rawHttpRequest(await httpTestClient(api.app).baseUrl(), { method, path, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return JSON.parse(response.body) as Record<string, unknown>;
  }

  it('attachment URLs of a chat', async () => {
    const chat = (await callWithHost('GET', `/chats/ticket-200001-3?accountId=${MARIA.accountId}`)) as { messages: { attachments: { url: string }[] }[] };
    const url = new URL(chat.messages[0]!.attachments[0]!.url);
    expect(url.origin).toBe(CONFIGURED);
    expect(url.pathname).toMatch(/^\/zendesk\/v2\/attachments\/[0-9a-f]{32}$/);
  });

  it('the stand-in OAuth bank page', async () => {
    const linkToken = (
      await api.call({ method: 'POST', url: `/bank-link/link-token?account_id=${MARIA.accountId}`, token: maria, payload: { redirectUri: 'http://localhost:3000/plaid-oauth', mode: 'create' } })
    ).json().linkToken as string;
    const out = await callWithHost('POST', '/sandbox-link/connect', { linkToken, institutionId: 'ins_oauth' });
    expect(out.oauthUrl).toBe(`${CONFIGURED}/sandbox-link/oauth-bank/${String(out.oauthStateId)}`);
  });
});
