import { useQuery } from '@tanstack/react-query';
import type { AgentProfile } from '@member/shared-contracts/messaging';
import { useRemoteProps } from '@member/remote-runtime';

type Json = Record<string, unknown>;
const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null;

function photoUrlOf(photo: unknown): string | null {
  const fields = isObject(photo) && isObject(photo.fields) ? photo.fields : null;
  const file = fields && isObject(fields.file) ? fields.file : null;
  return file && typeof file.url === 'string' ? file.url : null;
}

/** The `agent` content entries (features §7 "agent content lookup"), by zendeskId. Low criticality: a name falls back. */
export function useAgents(): ReadonlyMap<string, AgentProfile> {
  const { content, locale } = useRemoteProps();
  const { data } = useQuery({
    queryKey: ['content', 'agent', locale],
    queryFn: () => content.getEntries({ contentType: 'agent', criticality: 'low' }),
    staleTime: 300_000,
  });
  const agents = new Map<string, AgentProfile>();
  for (const entry of data ?? []) {
    const { zendeskId, name, photo } = entry.fields as Json;
    if (typeof zendeskId === 'string' && typeof name === 'string') agents.set(zendeskId, { name, photoUrl: photoUrlOf(photo) });
  }
  return agents;
}
