import {
  MEMBER_ACCUMULATIONS_PAGE_LIMIT,
  MemberAccumulationsShapeError,
  currentAccumulation,
  isRunoutOpen,
  previousAccumulation,
  fetchMemberAccumulations,
  memberAccumulationsQuery,
  toMemberAccumulation,
  toMemberAccumulationServer,
  toMemberAccumulations,
  type MemberAccumulation,
} from './member-accumulation';
import type { HttpClient } from '../http/http-client';
import { serverAccumulation } from '../testing/accumulation-fixture';

const server = serverAccumulation({}, 2026);

const accumulation = (start: string, end: string): MemberAccumulation => ({
  ...toMemberAccumulation(server),
  hraYearStart: start,
  hraYearEnd: end,
});

describe('member accumulation mapping (features §3)', () => {
  it('maps every snake_case server field to its camelCase app field', () => {
    expect(toMemberAccumulation(server)).toEqual({
      hraYearStart: '2026-01-01',
      hraYearEnd: '2026-12-31',
      runoutPeriodEndDate: '2027-03-31',
      totalPayableAmount: 1250.5,
      totalBenefitAmount: 4000,
      totalMemberOwes: 320,
      totalDeductibleAmount: 1500,
    });
  });

  it('maps back the same way (the sandbox answers with it)', () => {
    expect(toMemberAccumulationServer(toMemberAccumulation(server))).toEqual(server);
  });

  it('keeps a missing run-out date as null', () => {
    const { runout_period_end_date: _dropped, ...withoutRunout } = server;
    expect(toMemberAccumulation(withoutRunout).runoutPeriodEndDate).toBeNull();
  });

  it('refuses an item whose amount is not a number, naming the field and not the value', () => {
    expect(() => toMemberAccumulation({ ...server, total_member_owes: '420' })).toThrow(new MemberAccumulationsShapeError('total_member_owes is not a number'));
  });

  it('refuses a date that is not yyyy-MM-dd, and an answer without items', () => {
    expect(() => toMemberAccumulation({ ...server, hra_year_start: '01/01/2026' })).toThrow(MemberAccumulationsShapeError);
    expect(() => toMemberAccumulations({ offset: 0, total: 0 })).toThrow('items is not a list');
    expect(() => toMemberAccumulations(null)).toThrow(MemberAccumulationsShapeError);
  });

  it('maps the whole answer: items, offset, total', () => {
    expect(toMemberAccumulations({ items: [server], offset: 0, total: 2 })).toEqual({ items: [toMemberAccumulation(server)], offset: 0, total: 2 });
  });
});

describe('GET /member-accumulations (features §7)', () => {
  it('sends account_id, include_all=false, the offset and limit=2', async () => {
    const get = jest.fn().mockResolvedValue({ items: [server], offset: 2, total: 3 });
    const http = { get } as unknown as HttpClient;
    await expect(fetchMemberAccumulations(http, '200001', 2)).resolves.toMatchObject({ offset: 2, total: 3 });
    expect(get).toHaveBeenCalledWith('/member-accumulations', { query: { account_id: '200001', include_all: false, offset: 2, limit: 2 } });
    expect(MEMBER_ACCUMULATIONS_PAGE_LIMIT).toBe(2);
    expect(memberAccumulationsQuery('200001')).toEqual({ account_id: '200001', include_all: false, offset: 0, limit: 2 });
  });

  it('fails when the answer is not the spec shape', async () => {
    const http = { get: jest.fn().mockResolvedValue({ items: [{}], offset: 0, total: 1 }) } as unknown as HttpClient;
    await expect(fetchMemberAccumulations(http, '200001')).rejects.toBeInstanceOf(MemberAccumulationsShapeError);
  });
});

describe('currentAccumulation', () => {
  const lastYear = accumulation('2025-01-01', '2025-12-31');
  const thisYear = accumulation('2026-01-01', '2026-12-31');

  it('is the plan year that holds today', () => {
    expect(currentAccumulation([thisYear, lastYear], new Date(2026, 10, 25))).toBe(thisYear);
    expect(currentAccumulation([lastYear, thisYear], new Date(2025, 11, 31))).toBe(lastYear);
    expect(currentAccumulation([lastYear, thisYear], new Date(2026, 0, 1))).toBe(thisYear);
  });

  it('between plan years, the most recent that has started; none started → null', () => {
    expect(currentAccumulation([lastYear], new Date(2026, 1, 1))).toBe(lastYear);
    expect(currentAccumulation([thisYear], new Date(2025, 5, 1))).toBeNull();
    expect(currentAccumulation([])).toBeNull();
  });
});

describe('previousAccumulation and the run-out period', () => {
  const older = accumulation('2024-01-01', '2024-12-31');
  const lastYear = accumulation('2025-01-01', '2025-12-31');
  const thisYear = accumulation('2026-01-01', '2026-12-31');

  it('is the most recent plan year before the current one', () => {
    expect(previousAccumulation([thisYear, older, lastYear], thisYear)).toBe(lastYear);
    expect(previousAccumulation([thisYear], thisYear)).toBeNull();
    expect(previousAccumulation([lastYear], null)).toBeNull();
  });

  it('the run-out period is open through its last day', () => {
    const runout = { runoutPeriodEndDate: '2026-03-31' };
    expect(isRunoutOpen(runout, new Date(2026, 2, 31))).toBe(true);
    expect(isRunoutOpen(runout, new Date(2026, 3, 1))).toBe(false);
    expect(isRunoutOpen({ runoutPeriodEndDate: null }, new Date(2026, 0, 1))).toBe(false);
  });
});
