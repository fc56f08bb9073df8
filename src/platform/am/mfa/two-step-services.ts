import type { AuthenticationResponseJSON } from '@simplewebauthn/server';
import type { PublicKeyCredentialRequestOptionsJSON } from '@simplewebauthn/server';
import type { PlatformConfig } from '../../config.js';
import type { Db } from '../../store/db.js';
import { findAccountById, type AmAccount } from '../accounts.js';
import { failureKey, isLockedOut, recordLoginFailure } from '../lockout.js';
import { requireAttemptAllowed } from '../sign-in-throttle.js';
import { verifyOathCode } from './oath-devices.js';
import { sendPushNotification, takePushAnswer, type PushStatus } from './push-devices.js';
import { redeemRecoveryCode } from './recovery-codes.js';
import { relyingParty } from './relying-party.js';
import { twoStepDevices, type TwoStepDevice } from './two-step-devices.js';
import { verifyWebAuthnAssertion, webAuthnChallenge } from './webauthn-devices.js';

/** What the 2-step nodes of a journey ask the platform, for one request. */
export interface TwoStepServices {
  findAccount(userId: string): Promise<AmAccount | null>;
  devices(account: AmAccount): Promise<TwoStepDevice[]>;
  /**
   * Whether a code may be checked for the account now: false when it is locked out; a 429 when
   * attempts come too fast (as for passwords).
   */
  mayAttempt(account: AmAccount): Promise<boolean>;
  /** Counts a wrong code toward the account's lockout; answers whether it is now locked. */
  recordFailure(account: AmAccount): Promise<boolean>;
  /** The OATH device that shows the code now (used up), or undefined. */
  verifyOathCode(account: AmAccount, code: string): Promise<string | undefined>;
  redeemRecoveryCode(account: AmAccount, code: string): Promise<boolean>;
  webAuthnChallenge(account: AmAccount): Promise<PublicKeyCredentialRequestOptionsJSON>;
  verifyWebAuthn(
    account: AmAccount,
    assertion: AuthenticationResponseJSON,
    challenge: string,
  ): Promise<string | undefined>;
  sendPush(account: AmAccount): Promise<string | undefined>;
  pushAnswer(notificationId: string): Promise<{ status: PushStatus; deviceId?: string }>;
}

export function createTwoStepServices(deps: {
  db: Db;
  config: PlatformConfig;
  realm: string;
  now: Date;
  clientAddress: string | null;
}): TwoStepServices {
  const { db, config, realm, now, clientAddress } = deps;
  const owner = (account: AmAccount) => ({ realm: account.realm, userId: account.userId });
  const keyOf = (account: AmAccount) => failureKey(realm, account.username, clientAddress);
  const rp = relyingParty(config);

  return {
    findAccount: (userId) => findAccountById(db, realm, userId),
    devices: (account) => twoStepDevices(db, owner(account)),
    async mayAttempt(account) {
      const key = keyOf(account);
      if (await isLockedOut(db, key, now)) return false;
      await requireAttemptAllowed(db, config, key, now);
      return true;
    },
    async recordFailure(account) {
      const key = keyOf(account);
      await recordLoginFailure(db, config, key, now);
      return isLockedOut(db, key, now);
    },
    verifyOathCode: (account, code) => verifyOathCode(db, owner(account), code, now),
    redeemRecoveryCode: (account, code) => redeemRecoveryCode(db, owner(account), code, now),
    webAuthnChallenge: (account) => webAuthnChallenge(db, owner(account), rp),
    verifyWebAuthn: (account, assertion, challenge) =>
      verifyWebAuthnAssertion(db, owner(account), assertion, challenge, rp, now),
    sendPush: (account) => sendPushNotification(db, owner(account), clientAddress, now),
    pushAnswer: (id) => takePushAnswer(db, id, now),
  };
}
