import { z } from 'zod';
import { gatewayError } from '../errors.js';
import type { ConsentMapping, Profile } from '../generated/resolvers-types.js';
import type { IdmClient, ManagedObject } from '../upstream/idm.js';
import type { IdmProfileClient } from '../upstream/idm-profile.js';
import { loadProfile } from './profile.js';

const CONSENT_PROPERTY = 'consentedMappings';

const consentedSchema = z.array(
  z.looseObject({ mapping: z.string(), consentDate: z.string().nullish() }),
);
type Consented = z.infer<typeof consentedSchema>;

function consentedOf(object: ManagedObject): Consented {
  const parsed = consentedSchema.safeParse(object[CONSENT_PROPERTY] ?? []);
  return parsed.success ? parsed.data : [];
}

/** Every consentable mapping of the user's object, with the user's choice. */
export async function loadConsentMappings(
  idm: IdmClient,
  profile: IdmProfileClient,
): Promise<ConsentMapping[]> {
  const { component, id } = await idm.identity();
  const [mappings, object] = await Promise.all([
    profile.consentMappings(),
    idm.managedObject(component, id),
  ]);
  const consented = new Map(consentedOf(object).map((entry) => [entry.mapping, entry]));
  return mappings.map(({ name, displayName, description }) => {
    const given = consented.get(name);
    return {
      id: name,
      displayName: displayName ?? name,
      description: description ?? null,
      consented: given !== undefined,
      consentDate: given?.consentDate ?? null,
    };
  });
}

export interface ConsentChange {
  rev: string;
  mapping: string;
  consented: boolean;
}

/**
 * Records or withdraws consent by replacing `consentedMappings` at the revision the user saw: a
 * stale revision is refused by the platform, and the other entries stay as stored.
 */
export async function setConsent(
  idm: IdmClient,
  profile: IdmProfileClient,
  { rev, mapping, consented }: ConsentChange,
  now: Date = new Date(),
): Promise<Profile> {
  const { component, id } = await idm.identity();
  const [mappings, object] = await Promise.all([
    profile.consentMappings(),
    idm.managedObject(component, id),
  ]);
  if (!mappings.some(({ name }) => name === mapping)) {
    throw gatewayError('NOT_FOUND', 'No such consent mapping');
  }
  const others = consentedOf(object).filter((entry) => entry.mapping !== mapping);
  const current = consentedOf(object).find((entry) => entry.mapping === mapping);
  const next = consented
    ? [...others, current ?? { mapping, consentDate: now.toISOString() }]
    : others;
  await idm.patchManagedObject(component, id, rev, [
    { operation: 'replace', field: `/${CONSENT_PROPERTY}`, value: next },
  ]);
  return loadProfile(idm);
}
