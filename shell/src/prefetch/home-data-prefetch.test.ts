import { QueryClient } from '@tanstack/react-query';
import { accumulatorQueryKeys } from '@member/shared-contracts/accumulator';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import type { HttpClient } from '@member/shared-contracts/http';
import { prefetchHomeData } from './home-data-prefetch';

const ANSWER = { items: [], offset: 0, total: 0 };

function setup() {
  const http = { get: jest.fn(async () => ANSWER) } as unknown as HttpClient & { get: jest.Mock };
  return { http, queryClient: new QueryClient() };
}

describe('prefetchHomeData: the benefit card figures, beside the account', () => {
  it('on /home with the accumulator flag, asks GET /member-accumulations into the key the card reads', async () => {
    const { http, queryClient } = setup();
    prefetchHomeData({ pathname: '/home', accountId: '200001', flags: { ...FLAG_DEFAULTS, showHraAccumulator: true }, queryClient, http });
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(http.get).toHaveBeenCalledTimes(1);
    expect(http.get.mock.calls[0]?.[0]).toBe('/member-accumulations');
    expect(http.get.mock.calls[0]?.[1]).toMatchObject({ query: { account_id: '200001' } });
    expect(queryClient.getQueryData(accumulatorQueryKeys.page('200001', 0))).toBeDefined();
  });

  it('asks nothing elsewhere, signed out, before the flags answered, or with the flag off', () => {
    const { http, queryClient } = setup();
    const on = { ...FLAG_DEFAULTS, showHraAccumulator: true };
    prefetchHomeData({ pathname: '/claims', accountId: '200001', flags: on, queryClient, http });
    prefetchHomeData({ pathname: '/home', accountId: null, flags: on, queryClient, http });
    prefetchHomeData({ pathname: '/home', accountId: '200001', flags: null, queryClient, http });
    prefetchHomeData({ pathname: '/home', accountId: '200001', flags: { ...FLAG_DEFAULTS, showHraAccumulator: false }, queryClient, http });
    expect(http.get).not.toHaveBeenCalled();
  });
});
