import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DEFAULT_AUTH_DEVICE_NAMES } from '../../../domain/auth-device-names.js';
import type { PlatformConfig } from '../../config.js';
import { badRequest, notFound } from '../../http/errors.js';
import type { Db } from '../../store/db.js';
import type { AmAccount } from '../accounts.js';
import { authDeviceView, type AuthDeviceRow } from '../auth-devices-store.js';
import { REALM_JSON_PREFIXES } from '../realms.js';
import { userResource } from '../user-resource.js';
import { confirmOathEnrolment, startOathEnrolment } from './oath-devices.js';
import { registerPushDevice } from './push-devices.js';
import { pushSimulatorUrl } from './push-simulator-routes.js';
import { issueRecoveryCodes } from './recovery-codes.js';
import { relyingParty } from './relying-party.js';
import {
  newDeviceName,
  oathConfirmSchema,
  parseBody,
  pushRegisterSchema,
  webAuthnConfirmSchema,
} from './two-step-inputs.js';
import { twoStepDevices, type Owner } from './two-step-devices.js';
import { confirmWebAuthnEnrolment, startWebAuthnEnrolment } from './webauthn-devices.js';

const actionParams = z.object({
  type: z.enum(['oath', 'webauthn', 'push']),
});
const actionQuery = z.object({ _action: z.enum(['register', 'confirm']) });

const ownerOf = (account: AmAccount): Owner => ({ realm: account.realm, userId: account.userId });

function displayName(account: AmAccount): string {
  const profile = account.profile ?? {};
  const name = [profile.givenName, profile.sn].filter((part) => typeof part === 'string').join(' ');
  return name || account.username;
}

/**
 * A device just enabled, in AM's shape, with the recovery codes when it is the user's first 2-step
 * device: they are shown this once and stored hashed.
 */
async function enabled(db: Db, owner: Owner, device: AuthDeviceRow, wasFirst: boolean) {
  return {
    device: authDeviceView(device),
    ...(wasFirst ? { recoveryCodes: await issueRecoveryCodes(db, owner) } : {}),
  };
}

async function hasNoTwoStepDevice(db: Db, owner: Owner): Promise<boolean> {
  return (await twoStepDevices(db, owner)).length === 0;
}

/**
 * Enrolment of 2-step devices by the user themself: `devices/2fa/{oath|webauthn}?_action=register`
 * starts one, `?_action=confirm` enables it once it proves itself (a code, a signed challenge);
 * `devices/2fa/push?_action=register` adds a simulated push device.
 */
export function registerTwoStepRoutes(
  app: FastifyInstance,
  { config, db }: { config: PlatformConfig; db: Db },
): void {
  const rp = relyingParty(config);
  for (const prefix of REALM_JSON_PREFIXES) {
    app.post(`${prefix}/users/:user/devices/2fa/:type`, async (request) => {
      const { account } = await userResource(db, request, { admin: false });
      const params = actionParams.safeParse(request.params);
      if (!params.success) throw notFound('Resource not found');
      const query = actionQuery.safeParse(request.query);
      if (!query.success) throw badRequest('Unsupported action');
      const owner = ownerOf(account);
      const now = new Date();
      const action = `${params.data.type}:${query.data._action}`;

      switch (action) {
        case 'oath:register':
          return startOathEnrolment(db, owner, account.username, now);
        case 'oath:confirm': {
          const body = parseBody(oathConfirmSchema, request.body);
          const deviceName = newDeviceName(body.deviceName, DEFAULT_AUTH_DEVICE_NAMES.OATH);
          const wasFirst = await hasNoTwoStepDevice(db, owner);
          const confirmed = await confirmOathEnrolment(
            db,
            owner,
            { enrolmentId: body.enrolmentId, code: body.code.trim(), deviceName },
            now,
          );
          if (confirmed.kind === 'unknown-enrolment') throw notFound('Enrolment not found');
          if (confirmed.kind === 'wrong-code') {
            throw badRequest('Invalid code', { field: 'code', reason: 'validation.otpCode' });
          }
          return enabled(db, owner, confirmed.device, wasFirst);
        }
        case 'webauthn:register':
          return startWebAuthnEnrolment(
            db,
            owner,
            { username: account.username, displayName: displayName(account) },
            rp,
            now,
          );
        case 'webauthn:confirm': {
          const body = parseBody(webAuthnConfirmSchema, request.body);
          const deviceName = newDeviceName(body.deviceName, DEFAULT_AUTH_DEVICE_NAMES.WEBAUTHN);
          const wasFirst = await hasNoTwoStepDevice(db, owner);
          const confirmed = await confirmWebAuthnEnrolment(
            db,
            owner,
            { enrolmentId: body.enrolmentId, credential: body.credential, deviceName },
            rp,
            now,
          );
          if (confirmed.kind === 'unknown-enrolment') throw notFound('Enrolment not found');
          if (confirmed.kind === 'refused') {
            throw badRequest('The security key could not be registered', {
              field: 'credential',
              reason: 'validation.webAuthnCredential',
            });
          }
          return enabled(db, owner, confirmed.device, wasFirst);
        }
        case 'push:register': {
          const body = parseBody(pushRegisterSchema, request.body);
          const deviceName = newDeviceName(body.deviceName, DEFAULT_AUTH_DEVICE_NAMES.PUSH);
          const wasFirst = await hasNoTwoStepDevice(db, owner);
          const { device, simulatorKey } = await registerPushDevice(db, owner, deviceName, now);
          return {
            ...(await enabled(db, owner, device, wasFirst)),
            simulatorUrl: pushSimulatorUrl(config, simulatorKey),
          };
        }
        default:
          throw badRequest('Unsupported action');
      }
    });
  }
}
