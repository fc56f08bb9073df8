import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { deviceNameSchema } from '../../domain/account-security-inputs.js';
import type { PlatformConfig } from '../config.js';
import { badRequest, notFound } from '../http/errors.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import { requireListAllQuery } from '../http/crest/query-params.js';
import type { Db } from '../store/db.js';
import {
  AUTH_DEVICE_KINDS,
  authDeviceView,
  type AuthDeviceRow,
  deleteAuthDevice,
  findAuthDevice,
  listAuthDevices,
  renameAuthDevice,
} from './auth-devices-store.js';
import {
  deleteDeviceProfile,
  deviceProfileView,
  listDeviceProfiles,
  renameDeviceProfile,
} from './device-profiles-store.js';
import { REALM_JSON_PREFIXES } from './realms.js';
import { isTwoStepDevice } from './mfa/two-step-devices.js';
import { requireRecentSignIn, requireSignInWithDevice } from './reauth.js';
import type { AmAccount } from './accounts.js';
import type { AmSession } from './sessions-store.js';
import { userResource } from './user-resource.js';

const idParams = z.object({ id: z.string().min(1).max(128) });
const typeParams = z.object({ type: z.enum(AUTH_DEVICE_KINDS) });
const aliasBody = z.looseObject({ alias: z.unknown() });
const deviceNameBody = z.looseObject({ deviceName: z.unknown() });

function deviceName(value: unknown, field: string): string {
  const parsed = deviceNameSchema.safeParse(value);
  if (!parsed.success) {
    throw badRequest(`Invalid ${field}`, { field, reason: parsed.error.issues[0]?.message });
  }
  return parsed.data;
}

function kindOf(params: unknown) {
  const parsed = typeParams.safeParse(params);
  if (!parsed.success) throw notFound('Resource not found');
  return parsed.data.type;
}

function deviceIdOf(params: unknown): string {
  const parsed = idParams.safeParse(params);
  if (!parsed.success) throw notFound('Device not found');
  return parsed.data.id;
}

/** Trusted devices (`devices/profile`) and authentication devices (`devices/2fa/{type}`) of a user. */
export function registerDevicesRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  /**
   * A 2-step device the user changes needs a recent sign-in with it (a lost one: with a recovery
   * code, to delete it); any other change, or an administrator's, a recent sign-in.
   */
  const requireDeviceChangeAllowed = async (
    caller: AmSession,
    account: AmAccount,
    device: AuthDeviceRow,
    options: { orRecoveryCode: boolean },
  ) => {
    const now = new Date();
    const own = caller.realm === account.realm && caller.userId === account.userId;
    if (own && (await isTwoStepDevice(db, device))) {
      requireSignInWithDevice(caller, device.id, config, now, options);
    } else {
      requireRecentSignIn(caller, config, now);
    }
  };

  for (const prefix of REALM_JSON_PREFIXES) {
    const profiles = `${prefix}/users/:user/devices/profile`;
    const twoFactor = `${prefix}/users/:user/devices/2fa/:type`;

    app.get(profiles, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      requireListAllQuery(request.query);
      const rows = await listDeviceProfiles(db, account.realm, account.userId);
      return queryEnvelope(rows.map(deviceProfileView));
    });

    app.put(`${profiles}/:id`, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      const id = deviceIdOf(request.params);
      const body = aliasBody.safeParse(request.body);
      const alias = deviceName(body.success ? body.data.alias : undefined, 'alias');
      const row = await renameDeviceProfile(db, account, id, alias);
      if (!row) throw notFound(`Device ${id} not found`);
      return deviceProfileView(row);
    });

    app.delete(`${profiles}/:id`, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      const id = deviceIdOf(request.params);
      const row = await deleteDeviceProfile(db, account, id);
      if (!row) throw notFound(`Device ${id} not found`);
      return deviceProfileView(row);
    });

    app.get(twoFactor, async (request) => {
      const { account } = await userResource(db, request, { admin: true });
      const kind = kindOf(request.params);
      requireListAllQuery(request.query);
      return queryEnvelope((await listAuthDevices(db, account, kind)).map(authDeviceView));
    });

    app.put(`${twoFactor}/:id`, async (request) => {
      const { caller, account } = await userResource(db, request, { admin: true });
      const kind = kindOf(request.params);
      const id = deviceIdOf(request.params);
      const body = deviceNameBody.safeParse(request.body);
      const name = deviceName(body.success ? body.data.deviceName : undefined, 'deviceName');
      const device = await findAuthDevice(db, account, kind, id);
      if (!device) throw notFound(`Device ${id} not found`);
      if (kind === 'webauthn') {
        await requireDeviceChangeAllowed(caller, account, device, { orRecoveryCode: false });
      }
      return authDeviceView(await renameAuthDevice(db, device, name));
    });

    app.delete(`${twoFactor}/:id`, async (request) => {
      const { caller, account } = await userResource(db, request, { admin: true });
      const kind = kindOf(request.params);
      const id = deviceIdOf(request.params);
      const device = await findAuthDevice(db, account, kind, id);
      if (!device) throw notFound(`Device ${id} not found`);
      await requireDeviceChangeAllowed(caller, account, device, { orRecoveryCode: true });
      await deleteAuthDevice(db, device);
      return authDeviceView(device);
    });
  }
}
