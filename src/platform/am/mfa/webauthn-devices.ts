import {
  generateAuthenticationOptions,
  generateRegistrationOptions,
  verifyAuthenticationResponse,
  verifyRegistrationResponse,
  type AuthenticationResponseJSON,
  type AuthenticatorTransport,
  type PublicKeyCredentialCreationOptionsJSON,
  type PublicKeyCredentialRequestOptionsJSON,
  type RegistrationResponseJSON,
} from '@simplewebauthn/server';
import type { Db } from '../../store/db.js';
import type { AuthDeviceRow } from '../auth-devices-store.js';
import { endEnrolment, findEnrolment, startEnrolment } from './enrolments.js';
import type { RelyingParty } from './relying-party.js';
import { insertAuthDevice, markDeviceUsed, type Owner } from './two-step-devices.js';

const CEREMONY_TIMEOUT_MS = 60_000;

interface StoredCredential {
  deviceId: string;
  credentialId: string;
  publicKey: string;
  counter: number;
  transports: string[];
}

async function credentialsOf(db: Db, owner: Owner): Promise<StoredCredential[]> {
  const rows = await db
    .selectFrom('am_webauthn_credentials as w')
    .innerJoin('am_auth_devices as d', 'd.id', 'w.device_id')
    .select(['w.device_id', 'w.credential_id', 'w.public_key', 'w.counter', 'w.transports'])
    .where('d.realm', '=', owner.realm)
    .where('d.user_id', '=', owner.userId)
    .orderBy('d.created_date')
    .execute();
  return rows.map((row) => ({
    deviceId: row.device_id,
    credentialId: row.credential_id,
    publicKey: row.public_key,
    counter: Number(row.counter),
    transports: row.transports,
  }));
}

const descriptor = (credential: StoredCredential) => ({
  id: credential.credentialId,
  transports: credential.transports as AuthenticatorTransport[],
});

export interface WebAuthnEnrolment {
  enrolmentId: string;
  options: PublicKeyCredentialCreationOptionsJSON;
}

/** Options for `navigator.credentials.create`; the challenge waits for the browser's answer. */
export async function startWebAuthnEnrolment(
  db: Db,
  owner: Owner,
  user: { username: string; displayName: string },
  rp: RelyingParty,
  now: Date,
): Promise<WebAuthnEnrolment> {
  const options = await generateRegistrationOptions({
    rpName: rp.name,
    rpID: rp.id,
    userName: user.username,
    userDisplayName: user.displayName,
    userID: new TextEncoder().encode(`${owner.realm}/${owner.userId}`),
    attestationType: 'none',
    excludeCredentials: (await credentialsOf(db, owner)).map(descriptor),
    authenticatorSelection: { residentKey: 'discouraged', userVerification: 'preferred' },
    timeout: CEREMONY_TIMEOUT_MS,
  });
  const enrolmentId = await startEnrolment(
    db,
    owner,
    'webauthn',
    { challenge: options.challenge },
    now,
  );
  return { enrolmentId, options };
}

export type WebAuthnConfirmOutcome =
  | { kind: 'confirmed'; device: AuthDeviceRow }
  | { kind: 'unknown-enrolment' }
  | { kind: 'refused' };

/** Registers the credential the browser created, when it answers the enrolment's challenge. */
export async function confirmWebAuthnEnrolment(
  db: Db,
  owner: Owner,
  input: { enrolmentId: string; credential: RegistrationResponseJSON; deviceName: string },
  rp: RelyingParty,
  now: Date,
): Promise<WebAuthnConfirmOutcome> {
  const data = await findEnrolment(db, owner, 'webauthn', input.enrolmentId, now);
  const challenge = typeof data?.challenge === 'string' ? data.challenge : undefined;
  if (!challenge) return { kind: 'unknown-enrolment' };
  await endEnrolment(db, input.enrolmentId);
  const verification = await verifyRegistrationResponse({
    response: input.credential,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return { kind: 'refused' };
  const { credential } = verification.registrationInfo;
  const taken = await db
    .selectFrom('am_webauthn_credentials')
    .select('device_id')
    .where('credential_id', '=', credential.id)
    .executeTakeFirst();
  if (taken) return { kind: 'refused' };
  const device = await db.transaction().execute(async (trx) => {
    const row = await insertAuthDevice(trx, owner, 'webauthn', input.deviceName, now);
    await trx
      .insertInto('am_webauthn_credentials')
      .values({
        device_id: row.id,
        credential_id: credential.id,
        public_key: Buffer.from(credential.publicKey).toString('base64url'),
        counter: credential.counter,
        transports: JSON.stringify(credential.transports ?? []),
      })
      .execute();
    return row;
  });
  return { kind: 'confirmed', device };
}

/** Options for `navigator.credentials.get` that any of the owner's keys answers. */
export async function webAuthnChallenge(
  db: Db,
  owner: Owner,
  rp: RelyingParty,
): Promise<PublicKeyCredentialRequestOptionsJSON> {
  return generateAuthenticationOptions({
    rpID: rp.id,
    allowCredentials: (await credentialsOf(db, owner)).map(descriptor),
    userVerification: 'preferred',
    timeout: CEREMONY_TIMEOUT_MS,
  });
}

/** The device whose key signed `challenge`, after checking and advancing its counter; or undefined. */
export async function verifyWebAuthnAssertion(
  db: Db,
  owner: Owner,
  assertion: AuthenticationResponseJSON,
  challenge: string,
  rp: RelyingParty,
  now: Date,
): Promise<string | undefined> {
  const credential = (await credentialsOf(db, owner)).find(
    ({ credentialId }) => credentialId === assertion.id,
  );
  if (!credential) return undefined;
  const verification = await verifyAuthenticationResponse({
    response: assertion,
    expectedChallenge: challenge,
    expectedOrigin: rp.origins,
    expectedRPID: rp.id,
    credential: {
      id: credential.credentialId,
      publicKey: Buffer.from(credential.publicKey, 'base64url'),
      counter: credential.counter,
      transports: credential.transports,
    },
    requireUserVerification: false,
  }).catch(() => undefined);
  if (!verification?.verified) return undefined;
  await db
    .updateTable('am_webauthn_credentials')
    .set({ counter: verification.authenticationInfo.newCounter })
    .where('device_id', '=', credential.deviceId)
    .execute();
  await markDeviceUsed(db, credential.deviceId, now);
  return credential.deviceId;
}
