import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { MAX_RISK_CONFIG_CHARS } from '../../../domain/autoaccess/risk-config.js';
import { preconditionFailed } from '../../http/errors.js';
import { parseInput } from '../../http/parse-input.js';
import type { Db } from '../../store/db.js';
import { realmOf } from '../caller.js';
import { readRiskConfigText, writeRiskConfigText } from './risk-config-store.js';
import { parseRiskConfigYaml } from './risk-config-yaml.js';

const saveBody = z.object({
  config: z.string().max(MAX_RISK_CONFIG_CHARS),
  _rev: z.string().max(16),
});

/** `GET` and `PUT /v2/riskConfig/userConfig`: the realm's risk configuration as YAML text. */
export function registerRiskConfigRoutes(app: FastifyInstance, db: Db): void {
  app.get('/v2/riskConfig/userConfig', async (request) => {
    const { yaml, rev } = await readRiskConfigText(db, realmOf(request));
    return { config: yaml, _rev: rev };
  });

  app.put('/v2/riskConfig/userConfig', async (request) => {
    const body = parseInput(saveBody, request.body, 'request body');
    parseRiskConfigYaml(body.config);
    const stored = await writeRiskConfigText(db, realmOf(request), body.config, body._rev);
    if (!stored) throw preconditionFailed('The risk configuration was changed by someone else');
    return { config: stored.yaml, _rev: stored.rev };
  });
}
