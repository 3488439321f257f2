import type { SqlExecutor } from '../database/sql-database';

/** Seeded recommendations (member-features §2, §7): what the concierge recommended to Maria (hra.primary). */
export const SEEDED_RECOMMENDATIONS = {
  mariaDermatology: 'rec-200001-1',
} as const;

/**
 * Member data of the search area, written again by every reset (its tables cascade from accounts):
 * Maria's recommendation — the three nearest in-network top-tier dermatologists accepting new patients
 * around her home ZIP, picked by SQL so it follows the generated directory.
 */
export async function seedSearchData(db: SqlExecutor): Promise<void> {
  await db.query(
    `INSERT INTO provider_recommendations (id, account_id, need, note, provider_ids, created_at)
     SELECT $1, '200001', '207N00000X', 'Three in-network dermatologists near you who are taking new patients.',
       ARRAY(SELECT id FROM providers WHERE '207N00000X' = ANY(specialties) AND quality_tier = 1 AND accepting_new_patients
             AND networks @> ARRAY[9001] ORDER BY (latitude - 30.243) ^ 2 + (longitude + 97.7663) ^ 2, id LIMIT 3),
       '2026-10-02T16:00:00.000Z'`,
    [SEEDED_RECOMMENDATIONS.mariaDermatology],
  );
}
