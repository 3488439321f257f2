import { useQuery } from '@tanstack/react-query';
import { useRemoteProps } from '@member/remote-runtime';
import { HOME_FLOW_KEY, HOME_FLOW_VARIANT, toHomeRows } from './home-rows';

/** The /home rows in the member's locale, through the host's content port (its 5-minute cache); low criticality: a failure stays in the card. */
export function useHomeRows() {
  const { content, locale } = useRemoteProps();
  return useQuery({
    queryKey: ['mfe_home_onboarding', 'homeRows', locale],
    queryFn: async () => toHomeRows(await content.getEntry({ contentType: 'userFlow', locale, fields: { key: HOME_FLOW_KEY, variant: HOME_FLOW_VARIANT }, criticality: 'low' })),
    retry: false,
    staleTime: Infinity,
  });
}
