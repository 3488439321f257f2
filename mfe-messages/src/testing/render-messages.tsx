import { renderRemote } from '@member/remote-runtime/testing';
import { FLAG_DEFAULTS, type FlagValues } from '@member/shared-contracts/flags';
import { type HttpClient } from '@member/shared-contracts/http';
import { type RemoteMountProps } from '@member/shared-contracts/mount';
import { makeAccount } from '@member/shared-contracts/testing';
import { App } from '../app';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

export const ACCOUNT_ID = 'acc-1';

export const ticket = (id: string, subject: string, extra: Record<string, unknown> = {}) => ({
  id, status: 'open', agent: '381000001', subject, updated_at: '2026-03-02T15:00:00.000Z', has_unread_messages: false, ...extra,
});

const agentEntries = [
  { id: 'a1', contentType: 'agent', fields: { zendeskId: '381000001', name: 'Alex Rivera', photo: { fields: { file: { url: '//img/alex.svg' } } } } },
];

/** The messages remote at `path`, with a jest-mocked HTTP client and the agent content entries. */
export async function renderMessages(path: string, http: Partial<Record<keyof HttpClient, jest.Mock>>, flags: Partial<FlagValues> = {}, extra: Partial<RemoteMountProps> = {}) {
  const overrides: Partial<RemoteMountProps> = {
    http: http as unknown as HttpClient,
    flags: { ...FLAG_DEFAULTS, ...flags },
    content: { getEntries: jest.fn().mockResolvedValue(agentEntries) as never, getEntry: jest.fn() as never },
    ...extra,
  };
  return renderRemote(App, {
    remoteName: 'mfe_messages',
    translations: { 'en-US': enUS, 'es-US': esUS },
    path,
    account: makeAccount({ accountId: ACCOUNT_ID, productFeatures: ['HRA', 'CONCIERGE'] }),
    overrides,
  });
}
