import { isRetryableStatus, MESSAGING_RETRY_POLICY, retryDelayMs } from './retry-policy';

describe('retry policy', () => {
  it('is 3 retries with factor 1.5 for messaging', () => {
    expect(MESSAGING_RETRY_POLICY).toMatchObject({ retries: 3, factor: 1.5 });
  });
  it('retries 500 and above only', () => {
    expect([499, 500, 503].map(isRetryableStatus)).toEqual([false, true, true]);
  });
  it('grows delays by the factor', () => {
    expect([1, 2, 3].map((attempt) => retryDelayMs(MESSAGING_RETRY_POLICY, attempt))).toEqual([1000, 1500, 2250]);
  });
});
