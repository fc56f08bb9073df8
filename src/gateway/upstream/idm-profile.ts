import DataLoader from 'dataloader';
import { z } from 'zod';
import { failedPolicySchema, type FailedPolicy } from '../policy-failures.js';
import type { UpstreamHttp } from './http.js';

const policyAnswerSchema = z.looseObject({
  result: z.boolean(),
  failedPolicyRequirements: z.array(failedPolicySchema).default([]),
});

const consentMappingSchema = z.looseObject({
  name: z.string(),
  displayName: z.string().nullish(),
  description: z.string().nullish(),
});
export type IdmConsentMapping = z.infer<typeof consentMappingSchema>;

const readableObjectSchema = z.looseObject({ _id: z.string(), _rev: z.string() });
const anything = z.unknown();

/**
 * The signed-in user's self-service calls to IDM beyond reading and patching the profile: the
 * policy check, consent mappings, the profile as stored, and deleting the account.
 */
export function createIdmProfile(http: UpstreamHttp, accessToken: () => Promise<string>) {
  const consentMappings = new DataLoader<'self', IdmConsentMapping[]>(async (keys) => {
    const answer = await http.request(z.array(consentMappingSchema), {
      method: 'POST',
      path: 'consent',
      query: { _action: 'getConsentMappings' },
      body: {},
      bearer: await accessToken(),
    });
    return keys.map(() => answer);
  });

  const objectPath = (component: string, id: string) => `${component}/${encodeURIComponent(id)}`;

  return {
    /** The object's failed policies, as `POST policy/{component}/{id}?_action=validateObject`. */
    async validateObject(
      component: string,
      id: string,
      object: Record<string, unknown>,
    ): Promise<FailedPolicy[]> {
      const answer = await http.request(policyAnswerSchema, {
        method: 'POST',
        path: `policy/${objectPath(component, id)}`,
        query: { _action: 'validateObject' },
        body: object,
        bearer: await accessToken(),
      });
      return answer.result ? [] : answer.failedPolicyRequirements;
    },

    consentMappings: () => consentMappings.load('self'),

    /** Everything the user may read of the object, as the platform stores it. */
    async readableObject(component: string, id: string): Promise<Record<string, unknown>> {
      return http.request(readableObjectSchema, {
        path: objectPath(component, id),
        bearer: await accessToken(),
      });
    },

    async deleteObject(component: string, id: string): Promise<void> {
      await http.request(anything, {
        method: 'DELETE',
        path: objectPath(component, id),
        bearer: await accessToken(),
      });
    },
  };
}

export type IdmProfileClient = ReturnType<typeof createIdmProfile>;
