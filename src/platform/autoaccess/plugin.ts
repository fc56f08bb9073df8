import { rm } from 'node:fs/promises';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PrincipalResolver } from '../auth/principal.js';
import type { PlatformConfig } from '../config.js';
import type { Db } from '../store/db.js';
import { writeSeedEventsIfAbsent } from '../store/seed/auth-events/seed-events-file.js';
import { registerBucketRoutes } from './buckets/bucket-routes.js';
import { admitAutoAccessCaller, type AutoAccessCapability } from './caller.js';
import { registerJasRoutes } from './jas/jas-routes.js';
import { failInterruptedRuns } from './pipelines/interrupted-runs.js';
import { modelsDirOf } from './pipelines/models-dir.js';
import { createPipelineRunner } from './pipelines/pipeline-runner.js';
import { registerPipelineRoutes } from './pipelines/pipeline-routes.js';
import { registerEvaluationPreviewRoute } from './risk-config/evaluation-preview-route.js';
import { registerRiskConfigRoutes } from './risk-config/risk-config-routes.js';
import { registerSettingsRoutes } from './settings/settings-routes.js';
import { lazyRiskEventIndex } from './search/lazy-risk-event-index.js';
import { createRiskEventIndex, type RiskEventIndex } from './search/risk-event-index.js';

export interface AutoAccessDeps {
  config: PlatformConfig;
  db: Db;
  principalFromRequest: PrincipalResolver;
}

/**
 * The calls that read the scored sign-ins: the searches of the risk index, and the settings whose
 * levels band the scores (which a data analyst reads too, to edit them). Every other call
 * administers.
 */
const READS: Record<string, readonly AutoAccessCapability[]> = {
  'POST /autoaccess/jas/entity/search/': ['readRiskEvents'],
  'GET /autoaccess/api/v2/settings': ['readRiskEvents', 'administer'],
};

function capabilitiesOf(request: FastifyRequest): readonly AutoAccessCapability[] {
  return READS[`${request.method} ${request.routeOptions.url}`] ?? ['administer'];
}

/**
 * The auto-access services: the API under /autoaccess/api (buckets, data files) and the entity
 * service under /autoaccess/jas. Every call is admitted by `admitAutoAccessCaller` first.
 */
export async function registerAutoAccess(
  app: FastifyInstance,
  deps: AutoAccessDeps,
): Promise<{ riskEvents: RiskEventIndex }> {
  const { config, db } = deps;
  await writeSeedEventsIfAbsent(config);
  const riskEvents = lazyRiskEventIndex(() => createRiskEventIndex({ dataDir: config.DATA_DIR }));
  const modelsDir = modelsDirOf(config);
  await failInterruptedRuns(db);
  const runner = createPipelineRunner({ db, riskEvents, log: app.log });
  app.addHook('onClose', async () => {
    // The running worker stops before what it reads and writes goes.
    await runner.close();
    await riskEvents.close();
    if (modelsDir.isTemporary) await rm(modelsDir.path, { recursive: true, force: true });
    if (config.bucketsDirIsTemporary) {
      await rm(config.bucketsDir, { recursive: true, force: true });
    }
  });
  app.decorateRequest('autoAccessCaller', null);
  const admit = async (request: FastifyRequest) => {
    request.autoAccessCaller = await admitAutoAccessCaller(deps, request, capabilitiesOf(request));
  };

  await app.register(
    (api, _options, done) => {
      api.addHook('onRequest', admit);
      registerBucketRoutes(api, config.bucketsDir);
      registerPipelineRoutes(api, { db, config, modelsDir: modelsDir.path, runner });
      registerRiskConfigRoutes(api, db);
      registerSettingsRoutes(api, db);
      registerEvaluationPreviewRoute(api, { db, bucketsDir: config.bucketsDir });
      done();
    },
    { prefix: '/autoaccess/api' },
  );
  await app.register(
    (jas, _options, done) => {
      jas.addHook('onRequest', admit);
      registerJasRoutes(jas, { db, bucketsDir: config.bucketsDir, riskEvents });
      done();
    },
    { prefix: '/autoaccess/jas' },
  );
  return { riskEvents };
}
