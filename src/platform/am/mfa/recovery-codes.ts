import { createHash, randomInt } from 'node:crypto';
import type { Db } from '../../store/db.js';

const RECOVERY_CODE_COUNT = 10;
/** Crockford's base32 alphabet: no I, L, O or U to misread. */
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';
const GROUP_LENGTH = 5;

interface Owner {
  realm: string;
  userId: string;
}

/** `XXXXX-XXXXX`: 50 random bits, read aloud or typed easily. */
function newCode(): string {
  const characters = Array.from(
    { length: GROUP_LENGTH * 2 },
    () => ALPHABET[randomInt(ALPHABET.length)],
  ).join('');
  return `${characters.slice(0, GROUP_LENGTH)}-${characters.slice(GROUP_LENGTH)}`;
}

/** Case, spaces and dashes do not matter when a code is typed. */
function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

function codeHash(owner: Owner, code: string): string {
  return createHash('sha256')
    .update(`${owner.realm}\u0000${owner.userId}\u0000${normalizeRecoveryCode(code)}`)
    .digest('base64url');
}

/** Replaces the owner's recovery codes with new ones; answers them (they are stored hashed). */
export async function issueRecoveryCodes(db: Db, owner: Owner): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newCode);
  await db.transaction().execute(async (trx) => {
    await trx
      .deleteFrom('am_recovery_codes')
      .where('realm', '=', owner.realm)
      .where('user_id', '=', owner.userId)
      .execute();
    await trx
      .insertInto('am_recovery_codes')
      .values(
        codes.map((code) => ({
          realm: owner.realm,
          user_id: owner.userId,
          code_hash: codeHash(owner, code),
        })),
      )
      .execute();
  });
  return codes;
}

/** Uses up a recovery code: true the first time it is given, false for a used or unknown code. */
export async function redeemRecoveryCode(
  db: Db,
  owner: Owner,
  code: string,
  now: Date,
): Promise<boolean> {
  if (normalizeRecoveryCode(code).length !== GROUP_LENGTH * 2) return false;
  const used = await db
    .updateTable('am_recovery_codes')
    .set({ used_at: now })
    .where('realm', '=', owner.realm)
    .where('user_id', '=', owner.userId)
    .where('code_hash', '=', codeHash(owner, code))
    .where('used_at', 'is', null)
    .returning('code_hash')
    .executeTakeFirst();
  return used !== undefined;
}
