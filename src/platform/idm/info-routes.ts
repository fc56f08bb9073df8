import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { PRODUCT_VERSION } from '../../domain/constants.js';
import { readConfig } from './config-store.js';
import { parseInput } from '../http/parse-input.js';
import { parseFilterParam } from '../http/crest/query-params.js';
import { evaluateFilter } from './query/evaluate-filter.js';
import { queryEnvelope } from '../http/crest/query-envelope.js';
import { requirePrincipal } from './access.js';
import type { IdmDeps } from './idm-deps.js';
import { DEFAULT_TENANT_INFO, TENANT_CONFIG_ID, tenantInfoSchema } from './tenant-info.js';

const PRODUCT_BUILD_DATE = '20240619142544';
const PRODUCT_REVISION = 'b4f8a2c';

const uiConfigurationSchema = z.object({
  configuration: z.looseObject({
    lang: z.string().default('en'),
    defaultLocale: z.string().default('en'),
    platformSettings: z
      .looseObject({
        hostedPages: z.boolean().default(true),
        helpUrl: z.url().optional(),
        docsUrl: z.url().optional(),
      })
      .default({ hostedPages: true }),
  }),
});

const featuresSchema = z.object({
  features: z.array(z.object({ name: z.string(), enabled: z.boolean() })),
});

const featuresQuerySchema = z.object({ _queryFilter: z.string().default('true') });

export function registerInfoRoutes(app: FastifyInstance, deps: IdmDeps): void {
  const { db } = deps;
  app.get('/openidm/info/version', () => ({
    _id: 'version',
    productVersion: PRODUCT_VERSION,
    productBuildDate: PRODUCT_BUILD_DATE,
    productRevision: PRODUCT_REVISION,
  }));

  app.get('/openidm/info/uiconfig', async () => {
    const stored = uiConfigurationSchema.safeParse((await readConfig(db, 'ui/configuration'))?.doc);
    return stored.success ? stored.data : uiConfigurationSchema.parse({ configuration: {} });
  });

  app.get('/openidm/info/tenant', async (request) => {
    await requirePrincipal(deps, request);
    const stored = tenantInfoSchema.safeParse((await readConfig(db, TENANT_CONFIG_ID))?.doc);
    return { _id: 'tenant', ...(stored.success ? stored.data : DEFAULT_TENANT_INFO) };
  });

  app.get('/openidm/info/features', async (request) => {
    const { _queryFilter } = parseInput(featuresQuerySchema, request.query, 'query parameters');
    const filter = parseFilterParam(_queryFilter);
    const stored = featuresSchema.safeParse((await readConfig(db, 'ui/features'))?.doc);
    const features = stored.success ? stored.data.features : [];
    return queryEnvelope(features.filter((feature) => evaluateFilter(filter, feature)));
  });
}
