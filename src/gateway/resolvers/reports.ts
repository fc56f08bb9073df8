import * as z from 'zod/mini';
import {
  reportExportIdSchema,
  reportRowsArgsSchema,
  reportRunIdSchema,
  reportRunsArgsSchema,
  requestReportExportArgsSchema,
  runReportArgsSchema,
  saveReportTemplateArgsSchema,
  exportIdOf,
} from '../../domain/reports/report-gateway-inputs.js';
import { templateNameSchema } from '../../domain/reports/report-template.js';
import type { Resolvers } from '../generated/resolvers-types.js';
import {
  exportStatus,
  requireReports,
  runOf,
  startRun,
  templateOf,
  withPlatformFieldErrors,
} from '../models/reports.js';
import { validateInput } from '../validate-input.js';

const searchArgs = z.object({ search: z.nullish(z.string().check(z.maxLength(100))) });
const nameArgs = z.object({ name: templateNameSchema });
const idArgs = z.object({ id: reportRunIdSchema });
const exportArgs = z.object({ exportId: reportExportIdSchema });

export const reportsResolvers: Resolvers = {
  Query: {
    reportTemplates: async (_, args, context) => {
      await requireReports(context);
      const { search } = validateInput(searchArgs, args);
      return (await context.analytics.templates(search?.trim() ?? '')).map(templateOf);
    },
    reportTemplate: async (_, args, context) => {
      await requireReports(context);
      return templateOf(await context.analytics.template(validateInput(nameArgs, args).name));
    },
    reportRuns: async (_, args, context) => {
      await requireReports(context);
      const { templateName, pageSize, offset } = validateInput(reportRunsArgsSchema, args);
      const page = await context.analytics.runs(templateName, pageSize, offset);
      return { runs: page.result.map(runOf), totalCount: page.totalPagedResults };
    },
    reportRun: async (_, args, context) => {
      await requireReports(context);
      return runOf(await context.analytics.runById(validateInput(idArgs, args).id));
    },
    reportRows: async (_, args, context) => {
      await requireReports(context);
      const { id, input } = validateInput(reportRowsArgsSchema, args);
      const page = await context.analytics.rows(id, input);
      return {
        columns: page.columns,
        rows: page.result,
        totalCount: page.totalPagedResults,
        summary: page.summary,
        sorting: page.sorting,
      };
    },
    reportExport: async (_, args, context) => {
      await requireReports(context);
      return exportStatus(context.analytics, validateInput(exportArgs, args).exportId);
    },
  },
  Mutation: {
    runReport: async (_, args, context) => {
      await requireReports(context);
      const { templateName, input } = validateInput(runReportArgsSchema, args);
      return withPlatformFieldErrors(() => startRun(context.analytics, templateName, input));
    },
    saveReportTemplate: async (_, args, context) => {
      await requireReports(context);
      const { name, rev, input } = validateInput(saveReportTemplateArgsSchema, args);
      const saved = await withPlatformFieldErrors(() =>
        context.analytics.saveTemplate(name, rev ?? null, input),
      );
      return templateOf(saved);
    },
    requestReportExport: async (_, args, context) => {
      await requireReports(context);
      const { runId, format } = validateInput(requestReportExportArgsSchema, args);
      return exportStatus(context.analytics, exportIdOf(runId, format));
    },
  },
};
