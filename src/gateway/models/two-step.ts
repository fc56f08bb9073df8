import type { GatewayContext } from '../context.js';
import type { AuthDevice, EnabledAuthDevice } from '../generated/resolvers-types.js';
import type { AmEnabledDevice } from '../upstream/am-two-step.js';
import { accountRef, isoInstant } from './account-ref.js';

function enabledDevice(answer: AmEnabledDevice, type: AuthDevice['type']): EnabledAuthDevice {
  const { device, recoveryCodes } = answer;
  return {
    device: {
      id: device._id,
      type,
      name: device.deviceName ?? '',
      createdDate: isoInstant(device.createdDate),
      lastAccessDate: isoInstant(device.lastAccessDate),
    },
    recoveryCodes: recoveryCodes ?? null,
  };
}

export function startAuthenticatorAppEnrolment({ session, amTwoStep }: GatewayContext) {
  return amTwoStep.startOath(accountRef(session));
}

export async function confirmAuthenticatorAppEnrolment(
  { session, amTwoStep }: GatewayContext,
  input: { enrolmentId: string; code: string; name?: string | undefined },
): Promise<EnabledAuthDevice> {
  const answer = await amTwoStep.confirmOath(accountRef(session), {
    enrolmentId: input.enrolmentId,
    code: input.code,
    deviceName: input.name,
  });
  return enabledDevice(answer, 'OATH');
}

export function startSecurityKeyEnrolment({ session, amTwoStep }: GatewayContext) {
  return amTwoStep.startWebAuthn(accountRef(session));
}

export async function confirmSecurityKeyEnrolment(
  { session, amTwoStep }: GatewayContext,
  input: { enrolmentId: string; credential: unknown; name?: string | undefined },
): Promise<EnabledAuthDevice> {
  const answer = await amTwoStep.confirmWebAuthn(accountRef(session), {
    enrolmentId: input.enrolmentId,
    credential: input.credential,
    deviceName: input.name,
  });
  return enabledDevice(answer, 'WEBAUTHN');
}
