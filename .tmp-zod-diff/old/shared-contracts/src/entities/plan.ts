/** Spec §3 Plan. Server form is snake_case. */
export interface Plan {
  id: number;
  client_id: number;
  /** Defaults to true when absent. */
  allow_account_management?: boolean;
  network_administrator: string | null;
}
