import ports from '@member/shared-contracts/environment/local-ports.json';

/** The sandbox concierge's test control (sandbox/src/test-control/concierge-control-routes.ts). */
const testControl = `http://127.0.0.1:${ports.testControl}/concierge`;

async function call(path: string, method: string, body?: unknown): Promise<unknown> {
  const response = await fetch(`${testControl}${path}`, {
    method,
    ...(body === undefined ? {} : { headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) }),
  });
  if (!response.ok) throw new Error(`${method} ${path} answered ${response.status}`);
  return response.json();
}

export interface StoredChat {
  accountId: string;
  tags: string[];
  customFields: Record<string, unknown>;
  chat: { id: string; subject: string; messages: { content: string }[] };
}

export const concierge = {
  setAvailability: (availability: 'online' | 'offline' | 'hours') => call('/availability', 'PUT', { availability }),
  failNextSends: (count: number) => call('/failing-sends', 'PUT', { count }),
  agentReply: (chatId: string, content: string) => call(`/chats/${encodeURIComponent(chatId)}/agent-reply`, 'POST', { content }),
  close: (chatId: string) => call(`/chats/${encodeURIComponent(chatId)}/close`, 'POST'),
  latestChat: async (accountId: string) => (await call(`/accounts/${encodeURIComponent(accountId)}/latest-chat`, 'GET')) as StoredChat,
};
