import { pickFields } from '../http/crest/fields.js';
import { KBA_INFO_PROPERTY, kbaInfoView } from './kba-info.js';
import { isPrivateProperty, type ObjectSchema } from './managed-config.js';
import type { ManagedRow } from './managed-store.js';

export interface ManagedViewOptions {
  /**
   * Whether the reader sees the user's security questions (never their answers): the user
   * themself and administrators do, nobody else.
   */
  kbaQuestions?: boolean;
}

/**
 * A managed object as the API returns it: `_id`, `_rev`, no private property, and `kbaInfo`
 * (which the schema keeps off forms) as its questions alone, for the readers that may see them.
 */
export function managedResource(
  row: ManagedRow,
  schema: ObjectSchema,
  fields?: Set<string>,
  { kbaQuestions = false }: ManagedViewOptions = {},
): Record<string, unknown> {
  const visible = Object.entries(row.doc).flatMap(([name, value]): [string, unknown][] => {
    if (name === KBA_INFO_PROPERTY) return kbaQuestions ? [[name, kbaInfoView(row.doc)]] : [];
    if (name === '_id' || name === '_rev' || isPrivateProperty(schema.properties[name])) return [];
    return [[name, value]];
  });
  return pickFields({ _id: row.id, _rev: String(row.rev), ...Object.fromEntries(visible) }, fields);
}
