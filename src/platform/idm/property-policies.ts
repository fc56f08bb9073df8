import type { Db } from '../store/db.js';
import { isPrivateProperty, type ObjectSchema } from './managed-config.js';
import { PASSWORD_PROPERTY, type PatchResult } from './patch/apply-patch.js';
import { failedStringPolicies } from './patch/policies.js';
import {
  policyFailure,
  type FailedPolicy,
  type PolicyRequirement,
} from './patch/policy-failure.js';
import { matchesSchemaType } from './patch/value-types.js';
import { USER_NAME_PROPERTY, userNameTaken } from './user-name-uniqueness.js';

interface PolicyTarget {
  object: string;
  id: string;
  schema: ObjectSchema;
}

const isBlank = (value: unknown) => value === undefined || value === null || value === '';

/**
 * The requirements one property's value breaks: required, declared type, then the string
 * policies in the schema's order; a taken user name adds UNIQUE to whatever else it breaks.
 */
function propertyFailures(
  schema: ObjectSchema,
  name: string,
  value: unknown,
  doc: Record<string, unknown>,
  takenUserName: boolean,
): PolicyRequirement[] {
  const property = schema.properties[name]!;
  if (schema.required?.includes(name) && isBlank(value)) return [{ policyRequirement: 'REQUIRED' }];
  if (value === undefined) return [];
  if (!matchesSchemaType(property, value)) return [{ policyRequirement: 'VALID_TYPE' }];
  const failures = failedStringPolicies(property, value, doc);
  return name === USER_NAME_PROPERTY && takenUserName
    ? [...failures, { policyRequirement: 'UNIQUE' }]
    : failures;
}

interface PolicyOptions {
  /** A property's proposed value, when it is not the document's (a new password never is). */
  proposedValue?: (name: string) => unknown;
  /** Whether the proposed user name is another object's already. */
  takenUserName?: boolean;
}

/**
 * Every policy the named properties break, in the order given. `doc` is the object as it would
 * be stored, for the policies that compare with its other properties.
 */
function failedPropertyPolicies(
  schema: ObjectSchema,
  names: readonly string[],
  doc: Record<string, unknown>,
  {
    proposedValue = (name) => (Object.hasOwn(doc, name) ? doc[name] : undefined),
    takenUserName = false,
  }: PolicyOptions = {},
): FailedPolicy[] {
  return names.flatMap((name) => {
    const requirements = propertyFailures(schema, name, proposedValue(name), doc, takenUserName);
    return requirements.length > 0 ? [{ property: name, policyRequirements: requirements }] : [];
  });
}

/**
 * Every policy a whole object breaks, property by property in the schema's order. Private
 * properties are checked only when the object carries them; properties the schema does not know
 * are ignored.
 */
export async function objectPolicyFailures(
  db: Db,
  target: PolicyTarget,
  doc: Record<string, unknown>,
): Promise<FailedPolicy[]> {
  const { schema } = target;
  const names = [...new Set([...(schema.order ?? []), ...Object.keys(schema.properties)])].filter(
    (name) => {
      const property = schema.properties[name];
      return property !== undefined && (!isPrivateProperty(property) || Object.hasOwn(doc, name));
    },
  );
  const takenUserName =
    names.includes(USER_NAME_PROPERTY) &&
    (await userNameTaken(db, target, doc[USER_NAME_PROPERTY]));
  return failedPropertyPolicies(schema, names, doc, { takenUserName });
}

/** The policies a patch's touched properties break, the new password's included. */
export function patchPolicyFailures(
  schema: ObjectSchema,
  patched: PatchResult,
  takenUserName = false,
): FailedPolicy[] {
  const proposedValue = (name: string) =>
    name === PASSWORD_PROPERTY ? patched.password : patched.doc[name];
  return failedPropertyPolicies(schema, [...patched.touched], patched.doc, {
    proposedValue,
    takenUserName,
  });
}

/**
 * Refuses a patch whose touched properties break a policy, all failures at once, as the
 * platform's policy service reports them (400 with `failedPolicyRequirements`).
 */
export async function enforcePatchPolicies(
  db: Db,
  target: PolicyTarget,
  patched: PatchResult,
): Promise<void> {
  const takenUserName =
    patched.touched.has(USER_NAME_PROPERTY) &&
    (await userNameTaken(db, target, patched.doc[USER_NAME_PROPERTY]));
  const failed = patchPolicyFailures(target.schema, patched, takenUserName);
  if (failed.length > 0) throw policyFailure(failed);
}
