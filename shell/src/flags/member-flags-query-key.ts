/** The query of a signed-in member's flags (targeting key: the account id), in the host's one QueryClient. */
export const memberFlagsQueryKey = (accountId: string | null) => ['flags', accountId] as const;
