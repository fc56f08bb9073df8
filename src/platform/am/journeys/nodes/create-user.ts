import { randomUUID } from 'node:crypto';
import { managedUserObject } from '../../../../domain/realms.js';
import { CrestError } from '../../../http/errors.js';
import { loadKbaConfig } from '../../../idm/kba-config.js';
import { KBA_INFO_PROPERTY, kbaInfoToStore } from '../../../idm/kba-info.js';
import { loadObjectSchema } from '../../../idm/managed-config.js';
import { objectPolicyFailures } from '../../../idm/property-policies.js';
import { activeTerms } from '../../../idm/terms-config.js';
import { jsonb, type Db } from '../../../store/db.js';
import { hashPassword } from '../../../store/passwords.js';
import { findAccountById } from '../../accounts.js';
import type { NodeHandler } from '../journey.js';
import { kbaAnswers } from './collectors/kba-create-collector.js';
import { predefinedQuestionId } from './collectors/kba-questions.js';
import { withoutSecrets, type JourneyPlatform } from './journey-platform.js';

interface CreateUserOptions {
  /** The profile attributes the journey collected, by name. */
  attributes: readonly string[];
  /** Where the journey keeps the chosen password; an account created without one has none. */
  passwordField?: string;
  /** Set to `accepted` once the terms were accepted. */
  termsField: string;
  /**
   * Written with the account, in the same transaction (a social identity's link): false when it
   * cannot be, and then no account is created either.
   */
  alsoWrite?: (
    trx: Db,
    owner: { realm: string; userId: string; now: Date },
    values: Record<string, string>,
  ) => Promise<boolean>;
}

/** Thrown to undo the account when what goes with it cannot be written. */
const ROLLED_BACK = new Error('The account was not created');

async function securityQuestions(platform: JourneyPlatform, values: Record<string, string>) {
  const answers = kbaAnswers(values);
  if (answers.length === 0) return undefined;
  const config = await loadKbaConfig(platform.db);
  const entries = answers.map(({ question, answer }) => {
    const questionId = predefinedQuestionId(config, question);
    return questionId ? { questionId, answer } : { customQuestion: question, answer };
  });
  return kbaInfoToStore(entries, {}, config);
}

/**
 * Creates the realm's user from what the journey collected (profile, password, security
 * questions, accepted terms), checked once more by the schema's policies: outcome `created` with
 * the new account, which signs in at once; `failure` when a policy refuses it (a username taken
 * in the meantime).
 */
export function createUser(options: CreateUserOptions): NodeHandler {
  return {
    async run({ values, services: { platform } }) {
      const { db, realm, now } = platform;
      const kept = withoutSecrets(values);
      const object = managedUserObject(realm);
      const schema = await loadObjectSchema(db, object);
      if (!schema) throw new CrestError(500, `No schema for managed/${object}`);
      const id = randomUUID();
      const password = options.passwordField ? (values[options.passwordField] ?? '') : undefined;
      const doc: Record<string, unknown> = {
        ...Object.fromEntries(options.attributes.map((name) => [name, values[name] ?? ''])),
        accountStatus: 'active',
        preferences: { updates: false, marketing: false },
        aliasList: [],
        consentedMappings: [],
        profileImage: null,
      };
      if (values[options.termsField] === 'accepted') {
        const terms = await activeTerms(db);
        doc.termsAccepted = { acceptDate: now.toISOString(), termsVersion: terms.version };
      }
      const failures = await objectPolicyFailures(
        db,
        { object, id, schema },
        password === undefined ? doc : { ...doc, password },
      );
      if (failures.length > 0) return { kind: 'outcome', outcome: 'failure', values: kept };
      try {
        const kbaInfo = await securityQuestions(platform, values);
        if (kbaInfo) doc[KBA_INFO_PROPERTY] = kbaInfo;
      } catch (error) {
        if (error instanceof CrestError && error.code === 400) {
          return { kind: 'outcome', outcome: 'failure', values: kept };
        }
        throw error;
      }
      const passwordHash = password === undefined ? undefined : await hashPassword(password);
      const written = await db
        .transaction()
        .execute(async (trx) => {
          await trx
            .insertInto('managed_objects')
            .values({ type: object, id, doc: jsonb(doc) })
            .execute();
          if (passwordHash !== undefined) {
            await trx
              .insertInto('credentials')
              .values({ realm, user_id: id, password_hash: passwordHash })
              .execute();
          }
          const owner = { realm, userId: id, now };
          if (options.alsoWrite && !(await options.alsoWrite(trx, owner, values))) {
            throw ROLLED_BACK;
          }
          return true;
        })
        .catch((error: unknown) => {
          if (error === ROLLED_BACK) return false;
          throw error;
        });
      if (!written) return { kind: 'outcome', outcome: 'failure', values: kept };
      const account = await findAccountById(db, realm, id);
      return { kind: 'outcome', outcome: 'created', values: kept, account };
    },
  };
}
