/** Which app payloads the sandbox keeps for the e2e personal-data guard. */
export type RecordedPayloadKind = 'logs' | 'analytics' | 'metrics';
export interface RecordedPayload {
  kind: RecordedPayloadKind;
  body: unknown;
}
/** Enough for the longest e2e journey; the oldest go first. */
const MAX_RECORDED_PAYLOADS = 5000;

/**
 * Counters received on `POST /metrics`, in memory, and the raw payloads of `POST /api/logs`,
 * `POST /analytics/events` and `POST /metrics`: the test control reads them (the e2e guard checks every
 * payload for demo members' personal data) and resets them.
 */
export class TelemetryCounters {
  private readonly counts = new Map<string, number>();
  private logEntries = 0;
  private readonly recorded: RecordedPayload[] = [];

  record(kind: RecordedPayloadKind, body: unknown): void {
    this.recorded.push({ kind, body });
    if (this.recorded.length > MAX_RECORDED_PAYLOADS) this.recorded.shift();
  }

  payloads(): readonly RecordedPayload[] {
    return this.recorded;
  }

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
    this.recorded.length = 0;
  }
}
