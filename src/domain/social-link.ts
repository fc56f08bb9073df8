import * as z from 'zod/mini';

/** Why the platform refused to link or unlink a social identity (`detail.reason`). */
export const SOCIAL_LINK_REASONS = [
  'INVALID_STATE',
  'ACCESS_DENIED',
  'PROVIDER_ERROR',
  'EXCHANGE_FAILED',
  'INVALID_ID_TOKEN',
  'SUBJECT_IN_USE',
  'ALREADY_LINKED',
] as const;
export type SocialLinkReason = (typeof SOCIAL_LINK_REASONS)[number];

export const socialProviderNameSchema = z.string().check(z.regex(/^[a-z0-9][a-z0-9_-]{0,63}$/));

const returnText = (max: number) => z.string().check(z.minLength(1), z.maxLength(max));
const optionalReturnText = (max: number) => z.optional(z.nullable(returnText(max)));

/** The authorization response a provider sent back: a code, or an error, with the state. */
export const socialLinkReturnSchema = z.object({
  state: returnText(512),
  code: optionalReturnText(2048),
  iss: optionalReturnText(2048),
  error: optionalReturnText(256),
  errorDescription: optionalReturnText(1024),
});
export type SocialLinkReturn = z.infer<typeof socialLinkReturnSchema>;

export const socialProviderArgsSchema = z.object({ provider: socialProviderNameSchema });
export const completeSocialLinkArgsSchema = z.object({ input: socialLinkReturnSchema });

function present(value: string | null | undefined): string | undefined {
  return value === null || value === undefined || value === '' ? undefined : value;
}

/** The authorization response in the OAuth parameter names (`error_description`), without empty values. */
export function socialReturnParameters(response: SocialLinkReturn): Record<string, string> {
  const entries = Object.entries({
    state: response.state,
    code: present(response.code),
    iss: present(response.iss),
    error: present(response.error),
    error_description: present(response.errorDescription),
  }).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return Object.fromEntries(entries);
}

/** Reads an authorization response from OAuth parameters (a query string or a posted form). */
export function socialReturnFrom(parameters: URLSearchParams): SocialLinkReturn | null {
  const parsed = z.safeParse(socialLinkReturnSchema, {
    state: parameters.get('state') ?? '',
    code: present(parameters.get('code')),
    iss: present(parameters.get('iss')),
    error: present(parameters.get('error')),
    errorDescription: present(parameters.get('error_description')),
  });
  return parsed.success ? parsed.data : null;
}

function toBase64Url(text: string): string {
  const bytes = new TextEncoder().encode(text);
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

function fromBase64Url(encoded: string): string | null {
  if (!/^[A-Za-z0-9_-]*$/.test(encoded)) return null;
  try {
    const binary = atob(encoded.replace(/-/g, '+').replace(/_/g, '/'));
    return new TextDecoder('utf-8', { fatal: true }).decode(
      Uint8Array.from(binary, (character) => character.charCodeAt(0)),
    );
  } catch {
    return null;
  }
}

/** `amData` of `/handleOAuth/{amData}`: the posted authorization response, as base64url JSON. */
export function encodeAmData(parameters: URLSearchParams): string {
  const response = socialReturnFrom(parameters);
  const fields = response
    ? socialReturnParameters(response)
    : { error: 'invalid_request', state: parameters.get('state') ?? '' };
  return toBase64Url(JSON.stringify(fields));
}

/** The authorization response carried by `amData`, or null when it is not one. */
export function decodeAmData(amData: string): SocialLinkReturn | null {
  if (amData.length > 8192) return null;
  const text = fromBase64Url(amData);
  if (text === null) return null;
  try {
    const fields: unknown = JSON.parse(text);
    if (typeof fields !== 'object' || fields === null || Array.isArray(fields)) return null;
    const parameters = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) {
      if (typeof value === 'string') parameters.set(key, value);
    }
    return socialReturnFrom(parameters);
  } catch {
    return null;
  }
}
