import * as z from 'zod/mini';
import { isTimeframeParameter } from '../../../domain/reports/report-template.js';
import { issueFieldError } from '../../../domain/validation/issue-values.js';
import {
  reportTimeframeSchema,
  type ReportTimeframePreset,
} from '../../../domain/reports/report-timeframe.js';

export interface RunReportDraft {
  preset: ReportTimeframePreset;
  startDate: string;
  endDate: string;
  /** Text parameters as typed; list parameters as the chosen values. */
  values: Record<string, string | string[]>;
}

export interface DraftProblem {
  field: string;
  message: string;
  values?: Record<string, unknown>;
}

/** Whether the template requires a start or an end date: only a custom timeframe gives them. */
export function needsCustomTimeframe(
  parameters: readonly { name: string; required: boolean }[],
): boolean {
  return parameters.some((parameter) => parameter.required && isTimeframeParameter(parameter.name));
}

/** The run's input, or the fields the shared rules refuse (dates, required parameters). */
export function runInputOf(
  draft: RunReportDraft,
  parameters: readonly { name: string; required: boolean }[],
):
  | { input: { parameters: { name: string; values: string[] }[]; timeframe: unknown } }
  | { problems: DraftProblem[] } {
  const timeframe =
    draft.preset === 'custom'
      ? { preset: draft.preset, startDate: draft.startDate || null, endDate: draft.endDate || null }
      : { preset: draft.preset };
  const problems: DraftProblem[] = [];
  const parsed = z.safeParse(reportTimeframeSchema, timeframe);
  if (!parsed.success) {
    for (const issue of parsed.error.issues) {
      const { field: _path, ...failure } = issueFieldError(issue);
      problems.push({ field: String(issue.path.at(-1) ?? 'timeframe'), ...failure });
    }
  }
  const values = parameters.flatMap((parameter) => {
    if (isTimeframeParameter(parameter.name)) return [];
    const given = draft.values[parameter.name] ?? [];
    const values = (Array.isArray(given) ? given : [given])
      .map((value) => value.trim())
      .filter((value) => value !== '');
    if (values.length === 0) {
      if (parameter.required)
        problems.push({ field: parameter.name, message: 'validation.required' });
      return [];
    }
    return [{ name: parameter.name, values }];
  });
  return problems.length > 0 ? { problems } : { input: { parameters: values, timeframe } };
}
