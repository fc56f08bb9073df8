import type { FastifyInstance } from 'fastify';
import * as z from 'zod/mini';
import { REPORT_ERROR_MESSAGES } from '../../domain/reports/report-feature.js';
import {
  checkRunParameters,
  runReportInputSchema,
} from '../../domain/reports/report-run-inputs.js';
import {
  reportDefinitionSchema,
  templateNameSchema,
} from '../../domain/reports/report-template.js';
import { timeframeRange } from '../../domain/reports/report-timeframe.js';
import { expectedRevision } from '../http/crest/revision.js';
import { CrestError, badRequest, notFound, preconditionFailed } from '../http/errors.js';
import type { Db } from '../store/db.js';
import { analyticsCallerOf, requireEveryTemplate, requireTemplate } from './caller.js';
import { parseShared } from './parse.js';
import { runJson, templateJson } from './representations.js';
import type { RunQueue } from './run-queue.js';
import { insertRun } from './run-store.js';
import { createTemplate, listTemplates, readTemplate, updateTemplate } from './template-store.js';

const nameParams = z.object({ name: templateNameSchema });
const listQuery = z.object({
  _queryFilter: z.optional(z.string().check(z.maxLength(10))),
  search: z.optional(z.string().check(z.maxLength(100))),
});
const templateAction = z.object({ _action: z.literal('run') });

function templateName(params: unknown): string {
  const parsed = z.safeParse(nameParams, params);
  if (!parsed.success) throw notFound(REPORT_ERROR_MESSAGES.templateMissing);
  return parsed.data.name;
}

export interface TemplateRouteDeps {
  db: Db;
  queue: RunQueue;
  now: () => Date;
}

/** `templates`: list, read, save (create or update by revision) and run. */
export function registerTemplateRoutes(
  app: FastifyInstance,
  { db, queue, now }: TemplateRouteDeps,
) {
  app.get('/templates', async (request) => {
    const caller = analyticsCallerOf(request);
    requireEveryTemplate(caller);
    const { realm } = caller;
    const query = parseShared(listQuery, request.query, 'query parameters');
    const templates = await listTemplates(db, realm, query.search?.trim() ?? '');
    return { result: templates.map(templateJson), resultCount: templates.length };
  });

  app.get('/templates/:name', async (request) => {
    const caller = analyticsCallerOf(request);
    requireEveryTemplate(caller);
    const { realm } = caller;
    const template = await readTemplate(db, realm, templateName(request.params));
    if (!template) throw notFound(REPORT_ERROR_MESSAGES.templateMissing);
    return templateJson(template);
  });

  app.put('/templates/:name', async (request, reply) => {
    const caller = analyticsCallerOf(request);
    requireEveryTemplate(caller);
    const { realm } = caller;
    const parsedName = z.safeParse(nameParams, request.params);
    if (!parsedName.success)
      throw badRequest('Invalid report template: name: reporting.validation.name');
    const name = parsedName.data.name;
    const { _rev, _id, name: _name, ...body } = (request.body ?? {}) as Record<string, unknown>;
    const definition = parseShared(reportDefinitionSchema, body, 'report template');
    const expected = expectedRevision(request.headers['if-match'] ?? (_rev as string | undefined));
    const creating = request.headers['if-none-match'] === '*';
    if (creating) {
      const created = await createTemplate(db, realm, name, definition);
      if (!created) throw preconditionFailed('A report template of that name exists');
      return reply.code(201).send(templateJson(created));
    }
    if (expected === undefined) {
      if (!(await readTemplate(db, realm, name)))
        throw notFound(REPORT_ERROR_MESSAGES.templateMissing);
      throw new CrestError(428, 'The revision is required: send If-Match or _rev');
    }
    if (expected === null) throw preconditionFailed();
    const updated = await updateTemplate(db, realm, name, expected, definition);
    if (updated) return templateJson(updated);
    if (!(await readTemplate(db, realm, name)))
      throw notFound(REPORT_ERROR_MESSAGES.templateMissing);
    throw preconditionFailed('The report template was changed by someone else');
  });

  app.post('/templates/:name', async (request, reply) => {
    const caller = analyticsCallerOf(request);
    parseShared(templateAction, request.query, 'query parameters');
    requireTemplate(caller, templateName(request.params));
    const template = await readTemplate(db, caller.realm, templateName(request.params));
    if (!template) throw notFound(REPORT_ERROR_MESSAGES.templateMissing);
    const input = parseShared(
      runReportInputSchema,
      request.body ?? {},
      'run',
      REPORT_ERROR_MESSAGES.noValidParameters,
    );
    const { values, invalid } = checkRunParameters(
      template.definition,
      input.parameters,
      input.timeframe,
    );
    if (invalid.length > 0) {
      throw badRequest(REPORT_ERROR_MESSAGES.noValidParameters, {
        invalid: invalid.map((field) => ({
          field: `parameters.${field}`,
          message: 'validation.invalid',
        })),
      });
    }
    const run = await insertRun(db, {
      realm: caller.realm,
      templateName: template.name,
      definition: template.definition,
      parameters: values,
      timeframe: input.timeframe,
      range: timeframeRange(input.timeframe, now()),
      startedBy: caller.userId,
    });
    queue.enqueue(caller.realm, run);
    return reply.code(201).send(runJson(run));
  });
}
