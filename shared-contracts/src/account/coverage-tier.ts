/** An account's coverage tier (access §3 Account); a plan gives its benefit and deductible amounts per tier. */
export type CoverageTier = 'Employee' | 'EmployeeAndSpouse' | 'EmployeeAndChildren' | 'EmployeeAndFamily';
