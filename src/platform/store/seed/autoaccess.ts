import { ROOT_REALM } from '../../../domain/realms.js';
import {
  DATASOURCES,
  ENTITY_VERSION,
  PIPELINE_DEFINITIONS,
} from '../../autoaccess/jas/entity-kinds.js';
import {
  DEFAULT_PIPELINE_PARAMETERS,
  DEFAULT_UEBA_RISK_THRESHOLD,
} from '../../../domain/autoaccess/pipeline-parameters.js';
import { jsonb, type Db } from '../db.js';
import { SEED_DATASOURCE_INPUT } from './auth-events/seed-events-file.js';
import type { Random } from './prng.js';

/** The realms that start with a working auto-access area; bravo starts with none. */
const AUTO_ACCESS_SEEDED_REALMS = [ROOT_REALM, 'alpha'] as const;

/** Maps every feature of the authentication definition from the seeded events' raw shape. */
const SEED_FEATURE_MAPPING: Record<string, string> = {
  userId: '.user.id',
  userName: '.user.username',
  eventId: '.eventId',
  ipAddress: '.client.ip',
  timestamp: '.timestamp',
  userAgent: '.client.userAgent',
  city: '.geo.city',
  country: '.geo.country',
  lat: '.geo.lat',
  longitude: '.geo.longitude',
  timeZone: '.geo.timeZone',
  result: '.result',
  transactionId: '.transactionId',
  isAuth: 'true',
  isBot: '.client.botDetected',
};

function records(random: Random, now: Date) {
  const created = now.toISOString();
  const datasourceId = random.uuid();
  const trainingId = random.uuid();
  const datasource = {
    datasource_id: datasourceId,
    name: 'Sign-in events',
    input: SEED_DATASOURCE_INPUT,
    isActive: true,
    is_ootb: true,
    feature_mapping: SEED_FEATURE_MAPPING,
    datasource_created: created,
  };
  const pipeline = {
    datasource_id: datasourceId,
    pipeline_parameters: DEFAULT_PIPELINE_PARAMETERS,
    pipeline_executions: [],
    pipeline_created: created,
    ueba_risk_threshold: DEFAULT_UEBA_RISK_THRESHOLD,
  };
  const training = {
    pipeline_definition_id: trainingId,
    pipeline_name: 'Training',
    pipeline_type: 'Training',
    ...pipeline,
  };
  const prediction = {
    pipeline_definition_id: random.uuid(),
    pipeline_name: 'Prediction',
    pipeline_type: 'Prediction',
    training_pipeline_definition_id: trainingId,
    ...pipeline,
  };
  return [
    { kind: DATASOURCES, id: datasourceId, data: datasource },
    { kind: PIPELINE_DEFINITIONS, id: trainingId, data: training },
    { kind: PIPELINE_DEFINITIONS, id: prediction.pipeline_definition_id, data: prediction },
  ];
}

/**
 * A data source on the seeded events file (active, every feature mapped) and a Training and a
 * Prediction pipeline definition on it, never run, in root and alpha.
 */
export async function insertAutoAccessSeed(db: Db, random: Random, now: Date): Promise<void> {
  const rows = AUTO_ACCESS_SEEDED_REALMS.flatMap((realm) =>
    records(random, now).map(({ kind, id, data }) => ({
      realm,
      namespace: kind.namespace,
      name: kind.name,
      version: ENTITY_VERSION,
      id,
      data: jsonb(data),
    })),
  );
  await db.insertInto('autoaccess_entities').values(rows).execute();
}
