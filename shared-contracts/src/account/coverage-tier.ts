/** An account's coverage tier (access §3 Account); a plan gives its benefit and deductible amounts per tier. */
const COVERAGE_TIERS = ['Employee', 'EmployeeAndSpouse', 'EmployeeAndChildren', 'EmployeeAndFamily'] as const;
export type CoverageTier = (typeof COVERAGE_TIERS)[number];
