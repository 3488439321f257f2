/** Counters received on `POST /metrics`, in memory; the test control reads and resets them. */
export class TelemetryCounters {
  private readonly counts = new Map<string, number>();
  private logEntries = 0;

  add(name: string, value = 1): void {
    this.counts.set(name, (this.counts.get(name) ?? 0) + value);
  }

  addLogEntries(count: number): void {
    this.logEntries += count;
  }

  snapshot(): { counters: Record<string, number>; logEntriesReceived: number } {
    return { counters: Object.fromEntries(this.counts), logEntriesReceived: this.logEntries };
  }

  clear(): void {
    this.counts.clear();
    this.logEntries = 0;
  }
}
