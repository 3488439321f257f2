import { memberAccumulationsPath } from '../member-api/accumulator-paths';
import type { HttpClient } from '../http/http-client';

/**
 * Member-features §3 "Member accumulation" and §7 `GET /member-accumulations`: the server form is
 * snake_case, the app's camelCase (the spec's table, field for field).
 *
 * Decisions where the spec is silent: dates are `yyyy-MM-dd`; amounts are US dollars as numbers (a
 * JSON number, cents as decimals); items come most recent plan year first. The answer is checked by
 * hand, not with zod: this module rides on /home's accumulator card, and /home loads no zod (see
 * docs/performance.md). The sandbox validates the query with its own schema.
 */
export interface MemberAccumulationServer {
  hra_year_start: string;
  hra_year_end: string;
  runout_period_end_date: string | null;
  total_payable_amount: number;
  total_benefit_amount: number;
  total_member_owes: number;
  total_deductible_amount: number;
}

export interface MemberAccumulation {
  hraYearStart: string;
  hraYearEnd: string;
  runoutPeriodEndDate: string | null;
  totalPayableAmount: number;
  totalBenefitAmount: number;
  totalMemberOwes: number;
  totalDeductibleAmount: number;
}

/** The answer: "items (fields in point 3), offset, total". */
export interface MemberAccumulationsResponseServer {
  items: MemberAccumulationServer[];
  offset: number;
  total: number;
}

export interface MemberAccumulations {
  items: MemberAccumulation[];
  offset: number;
  total: number;
}

/** "Accumulations page limit: 2" (§9); the app sends include_all=false (§7). */
export const MEMBER_ACCUMULATIONS_PAGE_LIMIT = 2;

/** The query the app sends (§7): account_id, include_all, offset, limit. */
interface MemberAccumulationsQuery {
  account_id: string;
  include_all: boolean;
  offset: number;
  limit: number;
}

export function memberAccumulationsQuery(accountId: string, offset = 0): MemberAccumulationsQuery {
  return { account_id: accountId, include_all: false, offset, limit: MEMBER_ACCUMULATIONS_PAGE_LIMIT };
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/;
const isDate = (value: unknown): value is string => typeof value === 'string' && ISO_DATE.test(value);
const isAmount = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);

/** Thrown when the answer is not the §7 shape (the app treats it as a failed call). */
export class MemberAccumulationsShapeError extends Error {
  override readonly name = 'MemberAccumulationsShapeError';
}

/** One server item → the app's camelCase; throws MemberAccumulationsShapeError naming the bad field (never its value). */
export function toMemberAccumulation(item: unknown): MemberAccumulation {
  if (typeof item !== 'object' || item === null) throw new MemberAccumulationsShapeError('item is not an object');
  const server = item as Record<string, unknown>;
  for (const field of ['hra_year_start', 'hra_year_end'] as const) {
    if (!isDate(server[field])) throw new MemberAccumulationsShapeError(`${field} is not a yyyy-MM-dd date`);
  }
  const runout = server.runout_period_end_date;
  if (runout !== null && runout !== undefined && !isDate(runout)) throw new MemberAccumulationsShapeError('runout_period_end_date is not a yyyy-MM-dd date');
  for (const field of ['total_payable_amount', 'total_benefit_amount', 'total_member_owes', 'total_deductible_amount'] as const) {
    if (!isAmount(server[field])) throw new MemberAccumulationsShapeError(`${field} is not a number`);
  }
  const typed = server as unknown as MemberAccumulationServer;
  return {
    hraYearStart: typed.hra_year_start,
    hraYearEnd: typed.hra_year_end,
    runoutPeriodEndDate: typed.runout_period_end_date ?? null,
    totalPayableAmount: typed.total_payable_amount,
    totalBenefitAmount: typed.total_benefit_amount,
    totalMemberOwes: typed.total_member_owes,
    totalDeductibleAmount: typed.total_deductible_amount,
  };
}

/** The whole answer → the app's form. */
export function toMemberAccumulations(response: unknown): MemberAccumulations {
  if (typeof response !== 'object' || response === null) throw new MemberAccumulationsShapeError('answer is not an object');
  const { items, offset, total } = response as Record<string, unknown>;
  if (!Array.isArray(items)) throw new MemberAccumulationsShapeError('items is not a list');
  if (!Number.isInteger(offset) || !Number.isInteger(total)) throw new MemberAccumulationsShapeError('offset or total is not an integer');
  return { items: items.map(toMemberAccumulation), offset: offset as number, total: total as number };
}

/** The app → server direction (the sandbox answers with it). */
export function toMemberAccumulationServer(accumulation: MemberAccumulation): MemberAccumulationServer {
  return {
    hra_year_start: accumulation.hraYearStart,
    hra_year_end: accumulation.hraYearEnd,
    runout_period_end_date: accumulation.runoutPeriodEndDate,
    total_payable_amount: accumulation.totalPayableAmount,
    total_benefit_amount: accumulation.totalBenefitAmount,
    total_member_owes: accumulation.totalMemberOwes,
    total_deductible_amount: accumulation.totalDeductibleAmount,
  };
}

/** `GET /member-accumulations?account_id&include_all=false&offset&limit=2`, mapped to camelCase. */
export async function fetchMemberAccumulations(http: HttpClient, accountId: string, offset = 0, signal?: AbortSignal): Promise<MemberAccumulations> {
  const answer = await http.get<unknown>(memberAccumulationsPath(), {
    query: { ...memberAccumulationsQuery(accountId, offset) },
    ...(signal ? { signal } : {}),
  });
  return toMemberAccumulations(answer);
}

/** The local calendar date as `yyyy-MM-dd` (the form the plan-year dates are compared in). */
export function isoDateOf(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/**
 * The accumulation of the current plan year: the one whose hraYearStart…hraYearEnd holds today.
 * Decision: when none holds today (between plan years, or only past years), the most recent one that
 * has started; null when there is none.
 */
export function currentAccumulation(items: readonly MemberAccumulation[], today: Date = new Date()): MemberAccumulation | null {
  const day = isoDateOf(today);
  const started = items.filter((item) => item.hraYearStart <= day).sort((a, b) => (a.hraYearStart < b.hraYearStart ? 1 : -1));
  return started.find((item) => item.hraYearEnd >= day) ?? started[0] ?? null;
}

/** The plan year before `current` (the most recent that started earlier), or null. */
export function previousAccumulation(items: readonly MemberAccumulation[], current: MemberAccumulation | null): MemberAccumulation | null {
  if (!current) return null;
  const earlier = items.filter((item) => item.hraYearStart < current.hraYearStart).sort((a, b) => (a.hraYearStart < b.hraYearStart ? 1 : -1));
  return earlier[0] ?? null;
}

/** Whether claims for a plan year can still be submitted: its run-out period ends today or later (none given → closed). */
export function isRunoutOpen(accumulation: Pick<MemberAccumulation, 'runoutPeriodEndDate'>, today: Date = new Date()): boolean {
  return accumulation.runoutPeriodEndDate !== null && accumulation.runoutPeriodEndDate >= isoDateOf(today);
}

export const accumulatorQueryKeys = {
  all: (accountId: string) => ['member-api', 'member-accumulations', accountId] as const,
  page: (accountId: string, offset: number) => ['member-api', 'member-accumulations', accountId, offset] as const,
};
