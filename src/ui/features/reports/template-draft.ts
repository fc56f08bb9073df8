import * as z from 'zod/mini';
import {
  REPORT_DATA_SOURCE_NAMES,
  dataSourceColumns,
} from '../../../domain/reports/report-data-sources.js';
import {
  reportDefinitionSchema,
  templateNameSchema,
  type AggregateFunction,
  type ReportDefinition,
} from '../../../domain/reports/report-template.js';
import { addFirstFailures } from '../../../domain/validation/issue-values.js';
import type { ValidationFailure } from '../../i18n/validation-message.js';

interface DraftColumn {
  name: string;
  label: string;
  source: string;
}
export interface DraftAggregate {
  name: string;
  label: string;
  function: AggregateFunction;
  /** The source column; empty for a count. */
  column: string;
}
interface DraftFilter {
  column: string;
  operator: string;
  value: string;
}
interface DraftSort {
  column: string;
  direction: string;
}
interface DraftParameter {
  name: string;
  required: boolean;
}

/** A template as the editor holds it: every field as text, the name only for a new template. */
export interface TemplateDraft {
  name: string;
  description: string;
  dataSource: string;
  columns: DraftColumn[];
  aggregates: DraftAggregate[];
  filters: DraftFilter[];
  sorting: DraftSort[];
  parameters: DraftParameter[];
}

/** What the gateway answers for a template, before it becomes a draft. */
export interface TemplateShape {
  name: string;
  description: string;
  dataSource: string;
  parameters: readonly DraftParameter[];
  columns: readonly DraftColumn[];
  aggregates: readonly { name: string; label: string; function: string; column?: string | null }[];
  filters: readonly DraftFilter[];
  sorting: readonly DraftSort[];
}

const pick = <T extends object, K extends keyof T>(item: T, keys: readonly K[]) =>
  Object.fromEntries(keys.map((key) => [key, item[key]])) as Pick<T, K>;

export function emptyDraft(): TemplateDraft {
  return {
    name: '',
    description: '',
    dataSource: REPORT_DATA_SOURCE_NAMES[0] ?? '',
    columns: [],
    aggregates: [],
    filters: [],
    sorting: [],
    parameters: [],
  };
}

/** A draft of the template; `name` replaces its own (empty for a copy). */
export function draftOf(template: TemplateShape, name = template.name): TemplateDraft {
  return {
    name,
    description: template.description,
    dataSource: template.dataSource,
    columns: template.columns.map((column) => pick(column, ['name', 'label', 'source'])),
    aggregates: template.aggregates.map((aggregate) => ({
      name: aggregate.name,
      label: aggregate.label,
      function: aggregate.function as AggregateFunction,
      column: aggregate.column ?? '',
    })),
    filters: template.filters.map((filter) => pick(filter, ['column', 'operator', 'value'])),
    sorting: template.sorting.map((sort) => pick(sort, ['column', 'direction'])),
    parameters: template.parameters.map((parameter) => pick(parameter, ['name', 'required'])),
  };
}

/** The definition the gateway saves: a count reads no column. */
export function definitionOf(draft: TemplateDraft): ReportDefinition {
  return {
    description: draft.description,
    dataSource: draft.dataSource,
    parameters: draft.parameters,
    columns: draft.columns,
    aggregates: draft.aggregates.map((aggregate) => ({
      ...aggregate,
      column: aggregate.function === 'count' || aggregate.column === '' ? null : aggregate.column,
    })),
    filters: draft.filters,
    sorting: draft.sorting,
  } as ReportDefinition;
}

/** The source columns a draft may pick from. */
export function sourceColumnsOf(draft: Pick<TemplateDraft, 'dataSource'>): string[] {
  return Object.keys(dataSourceColumns(draft.dataSource) ?? {});
}

/** The report's own output names, which sorting refers to. */
export function outputNamesOf(draft: TemplateDraft): string[] {
  return [...draft.columns, ...draft.aggregates].map((output) => output.name).filter(Boolean);
}

/** A translation key from the shared rules' message, or one per kind of failure. */
/** Failures by field path (`columns.0.source`), as the gateway names them. */
export type DraftProblems = ReadonlyMap<string, ValidationFailure>;

/** What the shared rules refuse in the draft, field by field; the first failure of a field wins. */
export function draftProblems(draft: TemplateDraft, creating: boolean): DraftProblems {
  const problems = new Map<string, ValidationFailure>();
  if (creating) {
    const name = z.safeParse(templateNameSchema, draft.name);
    if (!name.success) addFirstFailures(problems, name.error.issues, ['name']);
  }
  const definition = z.safeParse(reportDefinitionSchema, definitionOf(draft));
  if (!definition.success) addFirstFailures(problems, definition.error.issues);
  return problems;
}

/** A field error from the gateway or the platform, named as the draft names its fields. */
export function draftFieldOf(field: string): string {
  return field.replace(/^input\./, '');
}
