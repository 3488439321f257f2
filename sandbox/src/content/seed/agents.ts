import type { StoredEntry } from '../content-model';
import { CONTENT_TYPE_IDS } from './content-types';
import { assetLink, same, seedEntry } from './seed-helpers';

/** Concierge agents, matched to chat messages by zendeskId. */
export const agents: StoredEntry[] = [
  seedEntry('agentAlexRivera', CONTENT_TYPE_IDS.agent, {
    zendeskId: same('381000001'),
    name: same('Alex Rivera'),
    photo: same(assetLink('photoAgentAlexRivera')),
  }),
  seedEntry('agentMemberAssistant', CONTENT_TYPE_IDS.agent, {
    zendeskId: same('381000099'),
    name: same('Member Assistant'),
  }),
];
