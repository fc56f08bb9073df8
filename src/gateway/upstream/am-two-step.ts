import { z } from 'zod';
import { amRealmPath } from '../../domain/realms.js';
import { apiVersion } from './am-api-versions.js';
import type { AmAccountRef } from './am-account.js';
import { SSO_HEADER } from './am.js';
import type { UpstreamHttp } from './http.js';

const instant = z.union([z.number(), z.string()]).nullish();

const enabledDevice = z.looseObject({
  device: z.looseObject({
    _id: z.string(),
    deviceName: z.string().nullish(),
    createdDate: instant,
    lastAccessDate: instant,
  }),
  recoveryCodes: z.array(z.string().max(64)).max(50).optional(),
});
export type AmEnabledDevice = z.infer<typeof enabledDevice>;

const oathEnrolment = z.looseObject({
  enrolmentId: z.string(),
  secret: z.string().max(256),
  uri: z.string().max(2048),
  issuer: z.string(),
  accountName: z.string(),
  digits: z.number().int(),
  period: z.number().int(),
});
export type AmOathEnrolment = z.infer<typeof oathEnrolment>;

const webAuthnEnrolment = z.looseObject({
  enrolmentId: z.string(),
  /** PublicKeyCredentialCreationOptionsJSON, handed to the browser as it is. */
  options: z.looseObject({ challenge: z.string(), rp: z.looseObject({}), user: z.looseObject({}) }),
});
export type AmWebAuthnEnrolment = z.infer<typeof webAuthnEnrolment>;

/** Enrolment of the signed-in user's 2-step devices (`devices/2fa/{type}?_action=...`). */
export function createAmTwoStepClient(http: UpstreamHttp) {
  const action = (ref: AmAccountRef, type: 'oath' | 'webauthn', name: 'register' | 'confirm') => ({
    method: 'POST' as const,
    path: `json/${amRealmPath(ref.realm)}/users/${encodeURIComponent(ref.user)}/devices/2fa/${type}`,
    query: { _action: name },
    headers: { [SSO_HEADER]: ref.ssoToken, ...apiVersion('devices') },
  });

  return {
    startOath(ref: AmAccountRef): Promise<AmOathEnrolment> {
      return http.request(oathEnrolment, { ...action(ref, 'oath', 'register'), body: {} });
    },
    confirmOath(
      ref: AmAccountRef,
      input: { enrolmentId: string; code: string; deviceName?: string | undefined },
    ): Promise<AmEnabledDevice> {
      return http.request(enabledDevice, { ...action(ref, 'oath', 'confirm'), body: input });
    },
    startWebAuthn(ref: AmAccountRef): Promise<AmWebAuthnEnrolment> {
      return http.request(webAuthnEnrolment, { ...action(ref, 'webauthn', 'register'), body: {} });
    },
    confirmWebAuthn(
      ref: AmAccountRef,
      input: { enrolmentId: string; credential: unknown; deviceName?: string | undefined },
    ): Promise<AmEnabledDevice> {
      return http.request(enabledDevice, { ...action(ref, 'webauthn', 'confirm'), body: input });
    },
  };
}
