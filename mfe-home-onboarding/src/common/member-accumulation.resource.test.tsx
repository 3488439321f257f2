import { screen, waitFor } from '@testing-library/react';
import { renderRemote } from '@member/remote-runtime/testing';
import { FLAG_DEFAULTS } from '@member/shared-contracts/flags';
import { HttpError, type HttpClient } from '@member/shared-contracts/http';
import { type Account } from '@member/shared-contracts/account';
import { useMemberAccumulation, type MemberAccumulationState } from './member-accumulation.resource';
import { serverAccumulation } from '@member/shared-contracts/testing';
import enUS from '../locales/en-US.json';
import esUS from '../locales/es-US.json';

const item = serverAccumulation();

function Probe() {
  const { enabled, isPending, hasAccumulatorError, current } = useMemberAccumulation();
  return (
    <>
      <p>{hasAccumulatorError ? 'error' : current ? 'loaded' : 'nothing'}</p>
      <output>{JSON.stringify({ enabled, isPending, hasAccumulatorError, current })}</output>
    </>
  );
}

const result = () => JSON.parse(screen.getByRole('status').textContent ?? '{}') as Pick<MemberAccumulationState, 'enabled' | 'isPending' | 'hasAccumulatorError' | 'current'>;

async function setUp({ flag = true, get }: { flag?: boolean; get: jest.Mock }) {
  const logger = { debug: jest.fn(), info: jest.fn(), warn: jest.fn(), error: jest.fn() };
  const view = await renderRemote(Probe, {
    remoteName: 'mfe_home_onboarding',
    translations: { 'en-US': enUS, 'es-US': esUS },
    path: '/home',
    account: { accountId: '200001', productFeatures: new Set(['HRA']), clientDetails: { clientId: 101, plans: [] } } as unknown as Account,
    overrides: { http: { get } as unknown as HttpClient, logger, flags: { ...FLAG_DEFAULTS, showHraAccumulator: flag } },
  });
  return { logger, view };
}

describe('useMemberAccumulation (features §4 "Accumulator loading")', () => {
  it('calls GET /member-accumulations with account_id, include_all=false, offset and limit=2, and gives this plan year', async () => {
    const get = jest.fn().mockResolvedValue({ items: [item], offset: 0, total: 1 });
    await setUp({ get });
    await screen.findByText('loaded');
    expect(get).toHaveBeenCalledWith('/member-accumulations', expect.objectContaining({ query: { account_id: '200001', include_all: false, offset: 0, limit: 2 } }));
    expect(result().current).toMatchObject({ totalBenefitAmount: 4000, totalPayableAmount: 1250.5, totalMemberOwes: 320, totalDeductibleAmount: 1500 });
    expect(result().hasAccumulatorError).toBe(false);
  });

  it('does not call at all with showHraAccumulator off', async () => {
    const get = jest.fn();
    await setUp({ flag: false, get });
    expect(result()).toMatchObject({ enabled: false, isPending: false, hasAccumulatorError: false, current: null });
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(get).not.toHaveBeenCalled();
  });

  it('on failure logs the error kind and status (no health data) and sets the accumulator-error flag', async () => {
    const get = jest.fn().mockRejectedValue(new HttpError(503, 'down', new Headers()));
    const { logger } = await setUp({ get });
    await screen.findByText('error');
    expect(logger.error).toHaveBeenCalledTimes(1);
    expect(logger.error).toHaveBeenCalledWith('member accumulations failed', { error: 'HttpError', status: 503 });
  });

  it('a call given up because the member left the page is no failure: nothing logged', async () => {
    const get = jest.fn(
      (_path: string, { signal }: { signal: AbortSignal }) =>
        new Promise((_resolve, reject) => signal.addEventListener('abort', () => reject(new DOMException('The user aborted a request.', 'AbortError')))),
    );
    const { logger, view } = await setUp({ get });
    await waitFor(() => expect(get).toHaveBeenCalledTimes(1));
    view.unmount();
    await waitFor(() => expect((get.mock.calls[0]![1] as { signal: AbortSignal }).signal.aborted).toBe(true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(logger.error).not.toHaveBeenCalled();
  });

  it('an answer of the wrong shape is a failure too', async () => {
    const get = jest.fn().mockResolvedValue({ items: [{ ...item, total_benefit_amount: 'lots' }], offset: 0, total: 1 });
    const { logger } = await setUp({ get });
    await screen.findByText('error');
    expect(logger.error).toHaveBeenCalledWith('member accumulations failed', { error: 'MemberAccumulationsShapeError' });
  });
});
