import { QueryClient } from '@tanstack/react-query';
import { accumulatorQueryKeys } from '@member/shared-contracts/accumulator';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import type { HttpClient } from '@member/shared-contracts/http';
import { memberFlagsQueryKey } from '../flags/member-flags-query-key';
import { prefetchHomeDataWhenFlagsAnswer } from './home-data-prefetch';

const ANSWER = { items: [], offset: 0, total: 0 };
const tick = () => new Promise((resolve) => setTimeout(resolve, 0));

function setup() {
  const http = { get: jest.fn(async () => ANSWER) } as unknown as HttpClient & { get: jest.Mock };
  return { http, queryClient: new QueryClient() };
}

describe('the benefit card figures, asked beside the account', () => {
  it('once the member flags answer with the accumulator on, asks GET /member-accumulations into the key the card reads', async () => {
    const { http, queryClient } = setup();
    prefetchHomeDataWhenFlagsAnswer({ accountId: '200001', queryClient, http });
    expect(http.get).not.toHaveBeenCalled();
    await queryClient.fetchQuery({ queryKey: memberFlagsQueryKey('200001'), queryFn: async () => ({ ...FLAG_DEFAULTS, showHraAccumulator: true }) });
    await tick();
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get.mock.calls[0]?.[0]).toBe('/member-accumulations');
    expect(http.get.mock.calls[0]?.[1]).toMatchObject({ query: { account_id: '200001' } });
    expect(queryClient.getQueryData(accumulatorQueryKeys.page('200001', 0))).toBeDefined();
  });

  it('uses flags already known, and asks nothing with the flag off, for another member, or when the flags fail', async () => {
    const known = setup();
    known.queryClient.setQueryData(memberFlagsQueryKey('200001'), { ...FLAG_DEFAULTS, showHraAccumulator: true });
    prefetchHomeDataWhenFlagsAnswer({ accountId: '200001', queryClient: known.queryClient, http: known.http });
    await tick();
    expect(known.http.get).toHaveBeenCalledTimes(1);

    const { http, queryClient } = setup();
    prefetchHomeDataWhenFlagsAnswer({ accountId: '200001', queryClient, http });
    await queryClient.fetchQuery({ queryKey: memberFlagsQueryKey('200002'), queryFn: async () => ({ ...FLAG_DEFAULTS, showHraAccumulator: true }) });
    await queryClient.fetchQuery({ queryKey: memberFlagsQueryKey('200001'), queryFn: async () => { throw new Error('down'); }, retry: false }).catch(() => undefined);
    await tick();
    expect(http.get).not.toHaveBeenCalled();

    const off = setup();
    prefetchHomeDataWhenFlagsAnswer({ accountId: '200001', queryClient: off.queryClient, http: off.http });
    await off.queryClient.fetchQuery({ queryKey: memberFlagsQueryKey('200001'), queryFn: async () => ({ ...FLAG_DEFAULTS, showHraAccumulator: false }) });
    await tick();
    expect(off.http.get).not.toHaveBeenCalled();
  });
});
