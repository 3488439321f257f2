import type { ClaimStatus } from '@member/shared-contracts/claims';
import type { SqlExecutor } from '../database/sql-database';

/**
 * Demo mode ("submitted claims move through their statuses over time"): a claim submitted through the
 * app moves submitted → inReview → approved → paid, each step DEMO_STEP_MS after the last. A timer of the
 * member API makes the steps (startClaimProgression), so reading claims never writes. Test control moves
 * one claim a step at once (`advanceClaim`).
 */
export const DEMO_STEP_MS = 2 * 60_000;

/** How often the timer looks for due steps: a step shows at most this long after it is due. */
const DEMO_TICK_MS = 10_000;

const NEXT: Partial<Record<ClaimStatus, ClaimStatus>> = { submitted: 'inReview', needsInformation: 'inReview', inReview: 'approved', approved: 'paid' };

/** Moves one claim to its next status with its event (and, when paid, its direct-deposit payment). Returns the new status or null. */
export async function advanceClaim(db: SqlExecutor, claimId: string, now: Date): Promise<ClaimStatus | null> {
  const [claim] = await db.query<{ status: ClaimStatus; amount_billed_cents: number }>('SELECT status, amount_billed_cents FROM claims WHERE id = $1', [claimId]);
  const next = claim ? NEXT[claim.status] : undefined;
  if (!claim || !next) return null;
  const at = now.toISOString();
  if (next === 'approved') {
    // Decision for the demo: the plan pays 80% of what was billed.
    const paid = Math.round(claim.amount_billed_cents * 0.8);
    await db.query('UPDATE claims SET plan_paid_cents = $2, member_owes_cents = amount_billed_cents - $2 WHERE id = $1', [claimId, paid]);
    await db.query('UPDATE claim_lines SET plan_paid_cents = round(amount_billed_cents * 0.8), member_owes_cents = amount_billed_cents - round(amount_billed_cents * 0.8) WHERE claim_id = $1', [claimId]);
  }
  if (next === 'paid') {
    await db.query("INSERT INTO claim_payments (claim_id, method, paid_on, amount_cents, reference) SELECT id, 'directDeposit', $2::date, plan_paid_cents, '6789' FROM claims WHERE id = $1", [claimId, at.slice(0, 10)]);
  }
  await db.query('UPDATE claims SET status = $2, status_changed_at = $3 WHERE id = $1', [claimId, next, at]);
  await db.query('INSERT INTO claim_events (claim_id, kind, at) VALUES ($1, $2, $3)', [claimId, next, at]);
  return next;
}

/** Moves every claim whose next step is due, one step each. */
export async function advanceDueClaims(db: SqlExecutor, now: Date): Promise<void> {
  const due = await db.query<{ id: string }>(
    "SELECT id FROM claims WHERE auto_advance AND status IN ('submitted', 'inReview', 'approved') AND status_changed_at <= $1",
    [new Date(now.getTime() - DEMO_STEP_MS).toISOString()],
  );
  for (const { id } of due) await advanceClaim(db, id, now);
}

/**
 * Runs advanceDueClaims every `everyMs` until the returned stop is called; one run at a time, and a
 * failed run is reported, not thrown (the next one tries again). The timer does not keep Node alive.
 */
export function startClaimProgression(db: SqlExecutor, options: { onError: (error: unknown) => void; everyMs?: number }): () => void {
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    advanceDueClaims(db, new Date())
      .catch(options.onError)
      .finally(() => {
        running = false;
      });
  }, options.everyMs ?? DEMO_TICK_MS);
  timer.unref();
  return () => clearInterval(timer);
}
