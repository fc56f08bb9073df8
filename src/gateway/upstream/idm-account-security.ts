import { z } from 'zod';
import { UpstreamError } from './errors.js';
import type { UpstreamHttp } from './http.js';

const REAUTH_HEADER = 'x-openidm-reauth-password';

const userObjectSchema = z.looseObject({ _id: z.string(), _rev: z.string() });
export type UserObject = z.infer<typeof userObjectSchema>;

const kbaConfigSchema = z.looseObject({
  questions: z.record(z.string(), z.record(z.string(), z.string())),
  minimumAnswersToDefine: z.number().int().min(0),
});
export type KbaConfigDocument = z.infer<typeof kbaConfigSchema>;

/** A user's questions as the managed object serves them: never with their answers. */
const kbaInfoSchema = z
  .array(
    z.union([
      z.looseObject({ questionId: z.string() }),
      z.looseObject({ customQuestion: z.string() }),
    ]),
  )
  .nullish()
  .transform((entries) => entries ?? []);
export type KbaInfo = z.infer<typeof kbaInfoSchema>;

/** The `kbaInfo` of a managed user object; none when it has no questions. */
export function kbaInfoOf(user: UserObject): KbaInfo {
  const parsed = kbaInfoSchema.safeParse(user.kbaInfo);
  if (!parsed.success) {
    throw new UpstreamError(502, 'idm answered an unexpected kbaInfo', parsed.error.issues);
  }
  return parsed.data;
}

export type KbaInfoEntry =
  { questionId: string; answer: string } | { customQuestion: string; answer: string };

/**
 * A header value the platform reads back as sent: printable ASCII as is, anything else (accents,
 * `€`, spaces at either end) as an RFC 2047 UTF-8 encoded word.
 */
export function headerText(text: string): string {
  return /^[\x21-\x7e]([\x20-\x7e]*[\x21-\x7e])?$/.test(text)
    ? text
    : `=?UTF-8?B?${Buffer.from(text, 'utf8').toString('base64')}?=`;
}

/** Password, username and security questions of a managed user, over IDM's REST API. */
export function createIdmAccountSecurity(http: UpstreamHttp, accessToken: () => Promise<string>) {
  const objectPath = (component: string, id: string) => `${component}/${encodeURIComponent(id)}`;

  return {
    async kbaConfig(): Promise<KbaConfigDocument> {
      return http.request(kbaConfigSchema, {
        path: 'selfservice/kba',
        bearer: await accessToken(),
      });
    },

    /** Replaces the user's questions; the platform stores each answer hashed. */
    async saveKbaInfo(
      component: string,
      id: string,
      rev: string,
      kbaInfo: KbaInfoEntry[],
    ): Promise<UserObject> {
      return http.request(userObjectSchema, {
        method: 'PATCH',
        path: objectPath(component, id),
        headers: { 'if-match': `"${rev}"` },
        body: [{ operation: 'replace', field: '/kbaInfo', value: kbaInfo }],
        bearer: await accessToken(),
      });
    },

    /** Re-authenticates with the current password in `X-OpenIDM-Reauth-Password`. */
    async changePassword(
      component: string,
      id: string,
      currentPassword: string,
      newPassword: string,
    ): Promise<UserObject> {
      return http.request(userObjectSchema, {
        method: 'PATCH',
        path: objectPath(component, id),
        headers: { [REAUTH_HEADER]: headerText(currentPassword) },
        body: [{ operation: 'replace', field: '/password', value: newPassword }],
        bearer: await accessToken(),
      });
    },

    async changeUsername(
      component: string,
      id: string,
      rev: string,
      userName: string,
    ): Promise<UserObject> {
      return http.request(userObjectSchema, {
        method: 'PATCH',
        path: objectPath(component, id),
        headers: { 'if-match': `"${rev}"` },
        body: [{ operation: 'replace', field: '/userName', value: userName }],
        bearer: await accessToken(),
      });
    },
  };
}
