import type { Db } from '../store/db.js';
import { isPrivateProperty, type ObjectSchema } from './managed-config.js';
import { userNameTaken } from './managed-store.js';
import { failedStringPolicies } from './patch/policies.js';
import type { FailedPolicy, PolicyRequirement } from './patch/policy-failure.js';
import { matchesSchemaType } from './patch/value-types.js';

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

function propertyFailures(
  schema: ObjectSchema,
  name: string,
  value: unknown,
  doc: Record<string, unknown>,
): PolicyRequirement[] {
  const property = schema.properties[name]!;
  if (schema.required?.includes(name) && isBlank(value)) return [{ policyRequirement: 'REQUIRED' }];
  if (value === undefined) return [];
  if (!matchesSchemaType(property, value)) return [{ policyRequirement: 'VALID_TYPE' }];
  return failedStringPolicies(property, value, doc);
}

/**
 * Every policy a whole object breaks, property by property in the schema's order: required
 * properties, declared types, string policies and a unique user name. Private properties are
 * checked only when the object carries them; properties the schema does not know are ignored.
 */
export async function objectPolicyFailures(
  db: Db,
  target: { object: string; id: string; schema: ObjectSchema },
  doc: Record<string, unknown>,
): Promise<FailedPolicy[]> {
  const { object, id, schema } = target;
  const names = [...new Set([...(schema.order ?? []), ...Object.keys(schema.properties)])];
  const failed: FailedPolicy[] = [];
  for (const name of names) {
    const property = schema.properties[name];
    if (!property || (isPrivateProperty(property) && !Object.hasOwn(doc, name))) continue;
    const value = Object.hasOwn(doc, name) ? doc[name] : undefined;
    const requirements = propertyFailures(schema, name, value, doc);
    if (
      name === 'userName' &&
      requirements.length === 0 &&
      typeof value === 'string' &&
      (await userNameTaken(db, object, id, value))
    ) {
      requirements.push({ policyRequirement: 'UNIQUE' });
    }
    if (requirements.length > 0) failed.push({ property: name, policyRequirements: requirements });
  }
  return failed;
}
