import { RISK_EVENT_INDEX } from '../../../domain/autoaccess/risk-event.js';
import { EVENT_FIELDS, NESTED_FIELDS, type FieldType } from '../search/risk-event-mapping.js';

const PROPERTY_TYPE: Record<FieldType, 'string' | 'number' | 'boolean'> = {
  keyword: 'string',
  text: 'string',
  date: 'string',
  double: 'number',
  boolean: 'boolean',
};

const DESCRIPTION: Record<FieldType, string> = {
  keyword: 'Exact value',
  text: 'Text, with an exact .keyword sub-field',
  date: 'Date and time (ISO 8601), searched by range',
  double: 'Number',
  boolean: 'true or false',
};

/** The scored-event index as a definition: each searchable field of its mapping. */
export const RISK_INDEX_DEFINITION = {
  _id: `autoaccess/${RISK_EVENT_INDEX}/1`,
  name: RISK_EVENT_INDEX,
  namespace: 'autoaccess',
  version: '1',
  _meta: {
    properties: Object.fromEntries(
      [...EVENT_FIELDS, ...NESTED_FIELDS].map((field) => [
        field.path,
        {
          type: field.array ? 'array' : PROPERTY_TYPE[field.type],
          description: DESCRIPTION[field.type],
        },
      ]),
    ),
  },
};
