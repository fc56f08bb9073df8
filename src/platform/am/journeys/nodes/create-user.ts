import { randomUUID } from 'node:crypto';
import { managedUserObject } from '../../../../domain/realms.js';
import { CrestError } from '../../../http/errors.js';
import { loadKbaConfig } from '../../../idm/kba-config.js';
import { KBA_INFO_PROPERTY, kbaInfoToStore } from '../../../idm/kba-info.js';
import { loadObjectSchema } from '../../../idm/managed-config.js';
import { objectPolicyFailures } from '../../../idm/property-policies.js';
import { activeTerms } from '../../../idm/terms-config.js';
import { jsonb } from '../../../store/db.js';
import { hashPassword } from '../../../store/passwords.js';
import { findAccountById } from '../../accounts.js';
import type { NodeHandler } from '../journey.js';
import { kbaAnswers } from './collectors/kba-create-collector.js';
import { predefinedQuestionId } from './collectors/kba-questions.js';
import { withoutSecrets, type JourneyPlatform } from './journey-platform.js';

interface CreateUserOptions {
  /** The profile attributes the journey collected, by name. */
  attributes: readonly string[];
  passwordField: string;
  /** Set to `accepted` once the terms were accepted. */
  termsField: string;
}

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
      const password = values[options.passwordField] ?? '';
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
      const failures = await objectPolicyFailures(db, { object, id, schema }, { ...doc, password });
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
      const passwordHash = await hashPassword(password);
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('managed_objects')
          .values({ type: object, id, doc: jsonb(doc) })
          .execute();
        await trx
          .insertInto('credentials')
          .values({ realm, user_id: id, password_hash: passwordHash })
          .execute();
      });
      const account = await findAccountById(db, realm, id);
      return { kind: 'outcome', outcome: 'created', values: kept, account };
    },
  };
}
