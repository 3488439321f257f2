import type { FastifyInstance } from 'fastify';
import { DEVICE_ID_PATTERN, devicePatchSchema, devicePutSchema } from '@member/shared-contracts/native';
import { apiPaths } from '@member/shared-contracts/member-api';
import { routePattern } from '../../http/route-pattern';
import { ApiError, notFound, unprocessable } from '../api-error';
import { assertOwnAccount } from '../auth/authenticate';
import type { MemberApiContext } from '../member-api-context';
import { findAccountRow } from '../repositories/accounts';
import { findDevice, patchDevice, putDevice } from '../repositories/devices';
import { accountNotFound } from './account-read';

type DeviceParams = { Params: { accountId: string; deviceId: string } };

const DEVICE_PATH = routePattern(apiPaths.device, 'accountId', 'deviceId');
const deviceNotFound = (deviceId: string) => notFound(`Device ${deviceId} not found`);

function assertDeviceId(deviceId: string): void {
  if (!DEVICE_ID_PATTERN.test(deviceId)) throw new ApiError(422, 'Invalid device id');
}

/**
 * Member-features §7 device calls, authorised like the other account routes (own account only):
 *   GET   the device; 404 when unknown (the app then creates it)
 *   PUT   { acknowledgedPushNotificationPrompt } creates the device or sets the flag; answers the device
 *   PATCH { fcmToken?, acknowledgedPushNotificationPrompt? } changes a known device; 404 when unknown
 * Bodies are strict (422 on any other key); an unknown account is 404.
 */
export function registerDevices(app: FastifyInstance, context: MemberApiContext): void {
  app.get<DeviceParams>(DEVICE_PATH, { onRequest: context.authenticate }, async (request) => {
    const { accountId, deviceId } = request.params;
    assertOwnAccount(request, accountId);
    assertDeviceId(deviceId);
    const device = await findDevice(context.db, accountId, deviceId);
    if (!device) throw deviceNotFound(deviceId);
    return device;
  });

  app.put<DeviceParams>(DEVICE_PATH, { onRequest: context.authenticate }, async (request) => {
    const { accountId, deviceId } = request.params;
    assertOwnAccount(request, accountId);
    assertDeviceId(deviceId);
    const parsed = devicePutSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    if (!(await findAccountRow(context.db, accountId))) throw accountNotFound(accountId);
    return putDevice(context.db, accountId, deviceId, parsed.data.acknowledgedPushNotificationPrompt);
  });

  app.patch<DeviceParams>(DEVICE_PATH, { onRequest: context.authenticate }, async (request) => {
    const { accountId, deviceId } = request.params;
    assertOwnAccount(request, accountId);
    assertDeviceId(deviceId);
    const parsed = devicePatchSchema.safeParse(request.body ?? {});
    if (!parsed.success) throw unprocessable(parsed.error);
    const device = await patchDevice(context.db, accountId, deviceId, parsed.data);
    if (!device) throw deviceNotFound(deviceId);
    return device;
  });
}
