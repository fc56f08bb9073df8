import type { FieldError } from '../../domain/api-error-contract.js';
import type {
  RiskEvaluationPreviewInput,
  SaveRiskUserConfigInput,
} from '../../domain/autoaccess/risk-config-inputs.js';
import {
  checkRiskConfigYaml,
  type RiskConfigProblem,
} from '../../domain/autoaccess/risk-config-yaml.js';
import { gatewayError } from '../errors.js';
import type { RiskEvaluationPreview, RiskUserConfig } from '../generated/resolvers-types.js';
import type {
  AutoAccessRiskConfigApi,
  StoredRiskUserConfig,
} from '../upstream/autoaccess-risk-config-api.js';
import { UpstreamError } from '../upstream/errors.js';

/** The field every refusal of the YAML text names. */
const YAML_FIELD = 'yaml';

/** A problem of the YAML text as a field error: a translation key of the risk-config screen. */
function yamlFieldError(problem: RiskConfigProblem): FieldError {
  switch (problem.kind) {
    case 'tooLong':
      return {
        field: YAML_FIELD,
        message: 'validation.maxLength',
        values: { length: problem.max },
      };
    case 'syntax':
      return {
        field: YAML_FIELD,
        message: 'riskConfig.problems.syntax',
        values: { line: problem.line, column: problem.column, detail: problem.detail },
      };
    case 'schema':
      return {
        field: YAML_FIELD,
        message: `riskConfig.problems.schema.${problem.rule}`,
        values: {
          path: problem.path,
          line: problem.line,
          column: problem.column,
          ...problem.values,
        },
      };
  }
}

/** Refuses YAML that does not parse or breaks the schema before anything goes upstream. */
function checkYaml(yaml: string): void {
  const check = checkRiskConfigYaml(yaml);
  if (!check.ok) {
    throw gatewayError('BAD_USER_INPUT', 'Invalid input', check.problems.map(yamlFieldError));
  }
}

const SERVER_POSITION = /line (\d+), column (\d+):?\s*(.*)$/s;

/**
 * The platform's own refusal of the YAML (400), as the same field error. Outside a save, only a
 * refusal that names YAML or a position is about the text (a preview may refuse the file too).
 */
function platformRefusal(error: unknown, { saving }: { saving: boolean }): never {
  if (!(error instanceof UpstreamError) || error.status !== 400) throw error;
  const detail = (error.body as { detail?: { line?: unknown; column?: unknown } } | undefined)
    ?.detail;
  const position = SERVER_POSITION.exec(error.message);
  const line = typeof detail?.line === 'number' ? detail.line : Number(position?.[1]);
  const column = typeof detail?.column === 'number' ? detail.column : Number(position?.[2]);
  const aboutYaml = /yaml/i.test(error.message) || typeof detail?.line === 'number';
  if (!saving && !aboutYaml) throw error;
  const fieldError: FieldError =
    Number.isInteger(line) && Number.isInteger(column)
      ? {
          field: YAML_FIELD,
          message: 'riskConfig.problems.syntax',
          values: { line, column, detail: position?.[3] ?? error.message },
        }
      : {
          field: YAML_FIELD,
          message: 'riskConfig.problems.server',
          values: { detail: error.message },
        };
  throw gatewayError('BAD_USER_INPUT', error.message, [fieldError]);
}

const toConfig = ({ config, _rev }: StoredRiskUserConfig): RiskUserConfig => ({
  yaml: config,
  rev: _rev,
});

export async function loadRiskUserConfig(api: AutoAccessRiskConfigApi): Promise<RiskUserConfig> {
  return toConfig(await api.userConfig());
}

/** Saves at the revision the user read; a stale one is the platform's 412, a CONFLICT. */
export async function saveRiskUserConfig(
  api: AutoAccessRiskConfigApi,
  { yaml, rev }: SaveRiskUserConfigInput,
): Promise<RiskUserConfig> {
  checkYaml(yaml);
  try {
    return toConfig(await api.saveUserConfig(yaml, rev));
  } catch (error) {
    return platformRefusal(error, { saving: true });
  }
}

const clampScore = (score: number) => Math.min(100, Math.max(0, Math.round(score)));

/** The first events of a file scored with the editor's configuration. */
export async function previewRiskEvaluation(
  api: AutoAccessRiskConfigApi,
  input: RiskEvaluationPreviewInput,
): Promise<RiskEvaluationPreview> {
  checkYaml(input.yaml);
  let answer;
  try {
    answer = await api.preview(input);
  } catch (error) {
    return platformRefusal(error, { saving: false });
  }
  return {
    model: answer.model === 'published' ? 'PUBLISHED' : 'HEURISTICS_ONLY',
    events: answer.events.map((event) => ({
      eventId: event.eventId,
      userId: event.userId,
      time: event.timestamp,
      score: clampScore(event.risk_score),
      risky: event.is_risky_event,
      reasons: event.reasons,
    })),
  };
}
