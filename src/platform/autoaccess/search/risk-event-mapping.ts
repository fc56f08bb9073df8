import { HEURISTIC_KEYS } from '../../../domain/autoaccess/heuristic-keys.js';

/**
 * The index mapping of `risk_explainability`, as an explicit Elasticsearch mapping would give it:
 * `text` fields carry a `.keyword` sub-field (an exact string), the others are exact already.
 */
export type FieldType = 'keyword' | 'text' | 'double' | 'date' | 'boolean';

export interface MappedField {
  /** Path inside `_source`. */
  path: string;
  column: string;
  type: FieldType;
  /** An array of values (each value indexed). */
  array?: boolean;
}

const PR = 'predictionResult';
const F = `${PR}.features`;
const RS = `${PR}.risk_score_data`;

export const EVENT_FIELDS: readonly MappedField[] = [
  { path: 'realm', column: 'realm', type: 'keyword' },
  { path: `${F}.eventId`, column: 'event_id', type: 'keyword' },
  { path: `${F}.userId`, column: 'user_id', type: 'text' },
  { path: `${F}.rawUserId`, column: 'raw_user_id', type: 'text' },
  { path: `${F}.ipAddress`, column: 'ip_address', type: 'keyword' },
  { path: `${F}.timestamp`, column: 'ts', type: 'date' },
  { path: `${F}.dayparting`, column: 'dayparting', type: 'text' },
  { path: `${F}.weekday`, column: 'weekday', type: 'text' },
  { path: `${F}.geoData.city`, column: 'city', type: 'text' },
  { path: `${F}.geoData.country`, column: 'country', type: 'text' },
  { path: `${F}.geoData.lat`, column: 'lat', type: 'double' },
  { path: `${F}.geoData.longitude`, column: 'longitude', type: 'double' },
  { path: `${F}.geoData.timeZone`, column: 'time_zone', type: 'text' },
  { path: `${F}.geoData.lat_lon`, column: 'lat_lon', type: 'keyword' },
  { path: `${F}.browserData.os`, column: 'os', type: 'text' },
  { path: `${F}.browserData.osVersion`, column: 'os_version', type: 'text' },
  { path: `${F}.browserData.userAgentType`, column: 'user_agent_type', type: 'text' },
  { path: `${F}.browserData.device`, column: 'device', type: 'text' },
  { path: `${F}.browserData.deviceType`, column: 'device_type', type: 'text' },
  { path: `${F}.browserData.uaFamily`, column: 'ua_family', type: 'text' },
  { path: `${F}.browserData.uaStringRaw`, column: 'ua_string_raw', type: 'text' },
  { path: `${PR}.botD.isBot`, column: 'is_bot', type: 'boolean' },
  { path: `${PR}.raw_event_data.transactionId`, column: 'transaction_id', type: 'keyword' },
  { path: `${PR}.raw_event_data.response.status`, column: 'response_status', type: 'text' },
  { path: `${RS}.risk_score`, column: 'risk_score', type: 'double' },
  { path: `${RS}.risk_score_threshold`, column: 'risk_score_threshold', type: 'double' },
  { path: `${RS}.is_risky_event`, column: 'is_risky_event', type: 'boolean' },
  { path: `${RS}.clustering_model_risk_score`, column: 'clustering_score', type: 'double' },
  { path: `${RS}.ueba_avg_risk_score`, column: 'ueba_score', type: 'double' },
  { path: `${RS}.heuristic_risk_score`, column: 'heuristic_score', type: 'double' },
  {
    path: `${RS}.heuristic_agg_result.block_rule_result.risk_score`,
    column: 'block_risk_score',
    type: 'double',
  },
  {
    path: `${RS}.heuristic_agg_result.block_rule_result.ip_address`,
    column: 'block_ip_address',
    type: 'keyword',
  },
  {
    path: `${RS}.heuristic_agg_result.block_rule_result.is_blocked`,
    column: 'is_blocked',
    type: 'boolean',
  },
  {
    path: `${RS}.heuristic_agg_result.block_rule_result.is_allowed`,
    column: 'is_allowed',
    type: 'boolean',
  },
  {
    path: `${RS}.clustering_result.top_cluster_explainability`,
    column: 'top_cluster_explainability',
    type: 'text',
    array: true,
  },
  { path: `${PR}.ueba_signal.explainability.response`, column: 'ueba_response', type: 'keyword' },
  {
    path: `${PR}.ueba_signal.explainable_features`,
    column: 'ueba_explainable_features',
    type: 'keyword',
  },
];

/** The one nested path: each entry is a row of the child table. */
export const NESTED_PATH = `${RS}.heuristic_agg_result.raw_results`;

export const NESTED_FIELDS: readonly MappedField[] = [
  ...HEURISTIC_KEYS.map((key) => ({
    path: `${NESTED_PATH}.${key}`,
    column: key,
    type: 'boolean' as const,
  })),
  { path: `${NESTED_PATH}.risk_score`, column: 'risk_score', type: 'double' },
];

export interface ResolvedField {
  field: MappedField;
  /** True when the query named the `.keyword` sub-field of a text field. */
  keyword: boolean;
  /** The field is inside the nested path (a column of the child table). */
  nested: boolean;
}

const byPath = new Map(EVENT_FIELDS.map((field) => [field.path, field]));
const nestedByPath = new Map(NESTED_FIELDS.map((field) => [field.path, field]));

/** Resolves a field name of a query; undefined when the index does not map it. */
export function resolveField(name: string): ResolvedField | undefined {
  const nested = nestedByPath.get(name);
  if (nested) return { field: nested, keyword: false, nested: true };
  const direct = byPath.get(name);
  if (direct) return { field: direct, keyword: false, nested: false };
  if (name.endsWith('.keyword')) {
    const parent = byPath.get(name.slice(0, -'.keyword'.length));
    if (parent?.type === 'text') return { field: parent, keyword: true, nested: false };
  }
  return undefined;
}

/** The type a resolved field behaves as: a `.keyword` sub-field is a keyword. */
export function effectiveType(resolved: ResolvedField): FieldType {
  return resolved.keyword ? 'keyword' : resolved.field.type;
}
