import type { Device, DevicePatchBody } from '@member/shared-contracts/native';
import type { SqlExecutor } from '../database/sql-database';

interface DeviceRow {
  device_id: string;
  acknowledged_push_notification_prompt: boolean;
  fcm_token: string | null;
}

const toDevice = (row: DeviceRow): Device => ({
  deviceId: row.device_id,
  acknowledgedPushNotificationPrompt: row.acknowledged_push_notification_prompt,
  fcmToken: row.fcm_token,
});

const COLUMNS = 'device_id, acknowledged_push_notification_prompt, fcm_token';

/** The member's device record (member-features §3 "Device"), if any. */
export async function findDevice(db: SqlExecutor, accountId: string, deviceId: string): Promise<Device | undefined> {
  const [row] = await db.query<DeviceRow>(`SELECT ${COLUMNS} FROM communication_devices WHERE account_id = $1 AND device_id = $2`, [accountId, deviceId]);
  return row ? toDevice(row) : undefined;
}

/** PUT: creates the device, or sets the prompt flag of an existing one (its token is kept). */
export async function putDevice(db: SqlExecutor, accountId: string, deviceId: string, acknowledged: boolean): Promise<Device> {
  const [row] = await db.query<DeviceRow>(
    `INSERT INTO communication_devices (account_id, device_id, acknowledged_push_notification_prompt) VALUES ($1, $2, $3)
     ON CONFLICT (account_id, device_id) DO UPDATE SET acknowledged_push_notification_prompt = EXCLUDED.acknowledged_push_notification_prompt, updated_at = now()
     RETURNING ${COLUMNS}`,
    [accountId, deviceId, acknowledged],
  );
  return toDevice(row as DeviceRow);
}

/** PATCH: changes the given fields of an existing device; undefined when there is none. */
export async function patchDevice(db: SqlExecutor, accountId: string, deviceId: string, patch: DevicePatchBody): Promise<Device | undefined> {
  const [row] = await db.query<DeviceRow>(
    `UPDATE communication_devices SET
       fcm_token = CASE WHEN $3::boolean THEN $4 ELSE fcm_token END,
       acknowledged_push_notification_prompt = COALESCE($5, acknowledged_push_notification_prompt),
       updated_at = now()
     WHERE account_id = $1 AND device_id = $2
     RETURNING ${COLUMNS}`,
    [accountId, deviceId, patch.fcmToken !== undefined, patch.fcmToken ?? null, patch.acknowledgedPushNotificationPrompt ?? null],
  );
  return row ? toDevice(row) : undefined;
}
