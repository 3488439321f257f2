import type { UiStorage } from '@member/shared-contracts/onboarding';
import type { SqlExecutor } from '../database/sql-database';

interface UiStorageRow {
  has_user_viewed_onboarding_modal: boolean | null;
  has_completed_consolidated_badge_education: boolean | null;
}

function toUiStorage(row: UiStorageRow | undefined): UiStorage {
  const storage: UiStorage = {};
  if (row?.has_user_viewed_onboarding_modal != null) storage.hasUserViewedOnboardingModal = row.has_user_viewed_onboarding_modal;
  if (row?.has_completed_consolidated_badge_education != null) storage.hasCompletedConsolidatedBadgeEducation = row.has_completed_consolidated_badge_education;
  return storage;
}

const COLUMNS = 'has_user_viewed_onboarding_modal, has_completed_consolidated_badge_education';

/** The account's UI storage; `{}` when nothing was ever stored. */
export async function findUiStorage(db: SqlExecutor, accountId: string): Promise<UiStorage> {
  const [row] = await db.query<UiStorageRow>(`SELECT ${COLUMNS} FROM ui_storage WHERE account_id = $1`, [accountId]);
  return toUiStorage(row);
}

/** Sets the given fields (the others keep their value) and answers the whole storage. */
export async function patchUiStorage(db: SqlExecutor, accountId: string, patch: UiStorage): Promise<UiStorage> {
  const [row] = await db.query<UiStorageRow>(
    `INSERT INTO ui_storage (account_id, has_user_viewed_onboarding_modal, has_completed_consolidated_badge_education) VALUES ($1, $2, $3)
     ON CONFLICT (account_id) DO UPDATE SET
       has_user_viewed_onboarding_modal = COALESCE(EXCLUDED.has_user_viewed_onboarding_modal, ui_storage.has_user_viewed_onboarding_modal),
       has_completed_consolidated_badge_education = COALESCE(EXCLUDED.has_completed_consolidated_badge_education, ui_storage.has_completed_consolidated_badge_education),
       updated_at = now()
     RETURNING ${COLUMNS}`,
    [accountId, patch.hasUserViewedOnboardingModal ?? null, patch.hasCompletedConsolidatedBadgeEducation ?? null],
  );
  return toUiStorage(row);
}

/** Replaces the whole storage (test control). */
export async function replaceUiStorage(db: SqlExecutor, accountId: string, storage: UiStorage): Promise<UiStorage> {
  await db.query('DELETE FROM ui_storage WHERE account_id = $1', [accountId]);
  if (Object.keys(storage).length === 0) return {};
  return patchUiStorage(db, accountId, storage);
}
