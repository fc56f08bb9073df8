import type { ReportDefinition } from '../../domain/reports/report-template.js';
import type { ReportRun } from './run-store.js';
import type { StoredTemplate } from './template-store.js';

export function templateJson(template: StoredTemplate) {
  return {
    _id: template.name,
    _rev: String(template.rev),
    name: template.name,
    ...template.definition,
  };
}

/** The run's output columns with their labels, and which of them are aggregates. */
export function outputColumns(definition: ReportDefinition) {
  return [
    ...definition.columns.map((column) => ({
      name: column.name,
      label: column.label,
      aggregate: null,
    })),
    ...definition.aggregates.map((aggregate) => ({
      name: aggregate.name,
      label: aggregate.label,
      aggregate: aggregate.function,
    })),
  ];
}

export function runJson(run: ReportRun) {
  return {
    _id: run.id,
    templateName: run.templateName,
    status: run.status,
    parameters: run.parameters,
    timeframe: run.timeframe,
    rangeStart: run.range.start.toISOString(),
    rangeEnd: run.range.end.toISOString(),
    rowCount: run.rowCount,
    fileType: run.fileType,
    error: run.error,
    startedBy: run.startedBy,
    startedAt: run.startedAt.toISOString(),
    endedAt: run.endedAt?.toISOString() ?? null,
    columns: outputColumns(run.definition),
  };
}
