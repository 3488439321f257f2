/** Which app payloads the sandbox keeps for the e2e personal-data guard. */
export type RecordedPayloadKind = 'logs' | 'analytics' | 'metrics';
export interface RecordedPayload {
  kind: RecordedPayloadKind;
  body: unknown;
}
interface Kept {
  payload: RecordedPayload;
  bytes: number;
}
/**
 * What is kept, by count and by bytes (JSON), the oldest going first: enough for the longest e2e journey
 * (a few hundred payloads of a few KiB), while anonymous callers cannot make the sandbox hold more.
 */
export const MAX_RECORDED_PAYLOADS = 5000;
export const MAX_RECORDED_BYTES = 8 * 1024 * 1024;
/** Distinct counter names summed; a new name beyond them is not counted (the app uses a handful). */
export const MAX_COUNTER_NAMES = 1000;

/**
 * Counters received on `POST /metrics`, in memory, and the raw payloads of `POST /api/logs`,
 * `POST /analytics/events` and `POST /metrics`: the test control reads them (the e2e guard checks every
 * payload for demo members' personal data) and resets them.
 */
export class TelemetryCounters {
  private readonly counts = new Map<string, number>();
  private logEntries = 0;
  private recorded: Kept[] = [];
  private recordedBytes = 0;

  record(kind: RecordedPayloadKind, body: unknown): void {
    const bytes = Buffer.byteLength(JSON.stringify(body) ?? '');
    this.recorded.push({ payload: { kind, body }, bytes });
    this.recordedBytes += bytes;
    let drop = 0;
    while (this.recorded.length - drop > MAX_RECORDED_PAYLOADS || (this.recordedBytes > MAX_RECORDED_BYTES && drop < this.recorded.length)) {
      this.recordedBytes -= this.recorded[drop]!.bytes;
      drop += 1;
    }
    if (drop > 0) this.recorded = this.recorded.slice(drop);
  }

  payloads(): readonly RecordedPayload[] {
    return this.recorded.map((kept) => kept.payload);
  }

  /** Bytes (JSON) of the payloads kept. */
  keptBytes(): number {
    return this.recordedBytes;
  }

  add(name: string, value = 1): void {
    if (!this.counts.has(name) && this.counts.size >= MAX_COUNTER_NAMES) return;
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
    this.recorded = [];
    this.recordedBytes = 0;
  }
}
