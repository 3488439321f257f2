/**
 * Plan-derived values (member-features §3): the benefit, deductible, covered codes and renewal date derived from
 * the account's plan and accumulation.
 */
export { GARNER_CARD_TYPES, planDerivedValues } from './plan-derived-values';
