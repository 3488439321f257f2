import ports from '@member/shared-contracts/environment/local-ports.json';

export interface RecordedPayload {
  kind: 'logs' | 'analytics' | 'metrics';
  body: unknown;
}

/** What the app sent to the sandbox's telemetry endpoints since the last reset (test control). */
export const telemetry = {
  async payloads(): Promise<RecordedPayload[]> {
    const response = await fetch(`http://127.0.0.1:${ports.testControl}/telemetry/payloads`);
    if (!response.ok) throw new Error(`GET /telemetry/payloads answered ${response.status}`);
    return ((await response.json()) as { payloads: RecordedPayload[] }).payloads;
  },
};
