/**
 * The member accumulation (member-features §3, §7): the server shape and its app form, the fetcher and its query
 * keys, which accumulation is current, and whether a member sees the accumulator at all (member-features §6).
 */
export { isAccumulatorVisible } from './accumulator-visibility';
export {
  type MemberAccumulationServer, type MemberAccumulation, type MemberAccumulationsResponseServer,
  type MemberAccumulations, MEMBER_ACCUMULATIONS_PAGE_LIMIT, toMemberAccumulations, fetchMemberAccumulations,
  isoDateOf, currentAccumulation, previousAccumulation, isRunoutOpen, accumulatorQueryKeys,
} from './member-accumulation';
