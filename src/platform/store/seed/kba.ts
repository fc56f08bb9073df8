import { KBA_CONFIG_ID, type KbaConfig } from '../../idm/kba-config.js';
import { KBA_INFO_PROPERTY } from '../../idm/kba-info.js';
import { managedConfigSchema } from '../../idm/managed-config.js';
import { realmOfManagedObject } from '../../idm/managed-credentials.js';
import { jsonb, type Db } from '../db.js';

const KBA_CONFIG: KbaConfig = {
  questions: {
    '1': {
      en: 'What’s your favorite color?',
      fr: 'Quelle est votre couleur préférée\u00a0?',
      de: 'Was ist Ihre Lieblingsfarbe?',
    },
    '2': {
      en: 'Who was your first employer?',
      fr: 'Qui a été votre premier employeur\u00a0?',
      de: 'Wer war Ihr erster Arbeitgeber?',
    },
    '3': {
      en: 'What was the name of your first pet?',
      fr: 'Comment s’appelait votre premier animal de compagnie\u00a0?',
      de: 'Wie hieß Ihr erstes Haustier?',
    },
    '4': {
      en: 'In which city were you born?',
      fr: 'Dans quelle ville êtes-vous né\u00a0?',
      de: 'In welcher Stadt wurden Sie geboren?',
    },
  },
  minimumAnswersToDefine: 2,
  minimumAnswersToVerify: 1,
};

/**
 * The user's own (`userEditable`) but kept off profile forms (`viewable: false`). The platform
 * stores each `answer` salted and hashed, and serves the questions alone.
 */
const KBA_INFO_SCHEMA = {
  title: 'KBA Info',
  description: 'Security questions and their answers',
  type: 'array',
  viewable: false,
  userEditable: true,
  searchable: false,
  isPersonal: true,
  items: {
    type: 'object',
    title: 'KBA Info Item',
    properties: {
      questionId: { type: 'string' },
      customQuestion: { type: 'string' },
      answer: { type: 'string' },
    },
  },
};

/** The security-question configuration, and `kbaInfo` in every managed user schema. */
export async function seedKba(db: Db): Promise<void> {
  await db
    .insertInto('config_objects')
    .values({ id: KBA_CONFIG_ID, doc: jsonb(KBA_CONFIG) })
    .execute();
  const row = await db
    .selectFrom('config_objects')
    .select('doc')
    .where('id', '=', 'managed')
    .executeTakeFirstOrThrow();
  const managed = managedConfigSchema.parse(row.doc);
  for (const { name, schema } of managed.objects) {
    if (realmOfManagedObject(name) !== undefined) {
      schema.properties[KBA_INFO_PROPERTY] = KBA_INFO_SCHEMA;
      schema.order = [...(schema.order ?? []), KBA_INFO_PROPERTY];
    }
  }
  await db
    .updateTable('config_objects')
    .set({ doc: jsonb(managed) })
    .where('id', '=', 'managed')
    .execute();
}
