import type { RiskEvent } from '../../../domain/autoaccess/risk-event.js';
import {
  EVENT_FIELDS,
  NESTED_FIELDS,
  NESTED_PATH,
  type MappedField,
} from './risk-event-mapping.js';

export type CellValue = string | number | boolean | string[] | null;

/** One document as the columns of `risk_event` (in EVENT_FIELDS order) and its nested rows. */
export interface EventRow {
  docId: string;
  cells: CellValue[];
  source: string;
  nested: CellValue[][];
}

function valueAt(source: unknown, path: readonly string[]): unknown {
  let current = source;
  for (const part of path) {
    if (typeof current !== 'object' || current === null || Array.isArray(current)) return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}

function cell(field: MappedField, value: unknown): CellValue {
  if (value === undefined || value === null) return null;
  if (field.array) {
    const list = Array.isArray(value) ? value : [value];
    return list
      .filter((item) => item !== null && item !== undefined)
      .map((item) => (typeof item === 'string' ? item : JSON.stringify(item)));
  }
  switch (field.type) {
    case 'keyword':
    case 'text':
      return typeof value === 'string' ? value : JSON.stringify(value);
    case 'double':
      return typeof value === 'number' && Number.isFinite(value) ? value : null;
    case 'boolean':
      return typeof value === 'boolean' ? value : null;
    case 'date': {
      const instant = typeof value === 'string' ? Date.parse(value) : Number.NaN;
      return Number.isFinite(instant) ? instant : null;
    }
  }
}

const eventPaths = EVENT_FIELDS.map((field) => field.path.split('.'));
const nestedPath = NESTED_PATH.split('.');
const entryPaths = NESTED_FIELDS.map((field) =>
  field.path.slice(NESTED_PATH.length + 1).split('.'),
);

export function toEventRow(event: RiskEvent): EventRow {
  const cells = EVENT_FIELDS.map((field, index) => cell(field, valueAt(event, eventPaths[index]!)));
  const entries = valueAt(event, nestedPath);
  const nested = (Array.isArray(entries) ? entries : []).map((entry) =>
    NESTED_FIELDS.map((field, index) => cell(field, valueAt(entry, entryPaths[index]!))),
  );
  return {
    docId: event.predictionResult.features.eventId,
    cells,
    source: JSON.stringify(event),
    nested,
  };
}
