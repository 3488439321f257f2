/**
 * Flag values set by the test control, per account id. The key `*` applies to every evaluation context
 * (also anonymous ones, before sign-in); an account's own overrides win over `*`.
 */
const EVERY_CONTEXT = '*';

export type FlagOverrideValues = Record<string, boolean | string | number>;

export class FlagOverrides {
  private readonly byAccount = new Map<string, FlagOverrideValues>();

  /** Merges values into the account's overrides and answers the result. */
  merge(accountId: string, values: FlagOverrideValues): FlagOverrideValues {
    const merged = { ...this.byAccount.get(accountId), ...values };
    this.byAccount.set(accountId, merged);
    return { ...merged };
  }

  clear(accountId: string): void {
    this.byAccount.delete(accountId);
  }

  clearAll(): void {
    this.byAccount.clear();
  }

  /** Overrides that apply to a context: `*` first, then the account's own. */
  forContext(targetingKey: string | undefined): FlagOverrideValues {
    return { ...this.byAccount.get(EVERY_CONTEXT), ...(targetingKey ? this.byAccount.get(targetingKey) : undefined) };
  }

  of(accountId: string): FlagOverrideValues {
    return { ...this.byAccount.get(accountId) };
  }
}
