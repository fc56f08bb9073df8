import { pickFields } from './fields.js';
import { isPrivateProperty, type ObjectSchema } from './managed-config.js';
import type { ManagedRow } from './managed-store.js';

/** A managed object as the API returns it: `_id`, `_rev`, and no private property. */
export function managedResource(
  row: ManagedRow,
  schema: ObjectSchema,
  fields?: Set<string>,
): Record<string, unknown> {
  const visible = Object.entries(row.doc).filter(
    ([name]) => name !== '_id' && name !== '_rev' && !isPrivateProperty(schema.properties[name]),
  );
  return pickFields({ _id: row.id, _rev: String(row.rev), ...Object.fromEntries(visible) }, fields);
}
