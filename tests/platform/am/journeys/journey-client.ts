import { listOutbox } from '../../../../src/platform/mail/outbox.js';
import type { RunningPlatform } from '../../../support/platform.js';

export interface Callback {
  type: string;
  output: { name: string; value: unknown }[];
  input: { name: string; value: unknown }[];
}

export interface JourneyAnswer {
  status: number;
  headers: Headers;
  body: {
    authId?: string;
    stage?: string;
    header?: string;
    callbacks?: Callback[];
    tokenId?: string;
    code?: number;
    message?: string;
    detail?: Record<string, unknown>;
  };
}

export function authenticateUrl(platform: RunningPlatform, realm: string, query = ''): string {
  const path = realm === 'root' ? 'realms/root' : `realms/root/realms/${realm}`;
  return `${platform.amUrl}/json/${path}/authenticate${query}`;
}

export async function post(
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<JourneyAnswer> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    headers: response.headers,
    body: (await response.json()) as JourneyAnswer['body'],
  };
}

export const output = (callback: Callback | undefined, name: string): unknown =>
  callback?.output.find((entry) => entry.name === name)?.value;

/** The step's callbacks with their inputs filled: by input name, the rest left as given. */
export function answer(
  step: JourneyAnswer,
  values: Record<string, unknown>,
): { authId: string | undefined; callbacks: Callback[] } {
  return {
    authId: step.body.authId,
    callbacks: (step.body.callbacks ?? []).map((callback) => ({
      ...callback,
      input: callback.input.map((input) =>
        Object.hasOwn(values, input.name) ? { ...input, value: values[input.name] } : input,
      ),
    })),
  };
}

export function journey(
  platform: RunningPlatform,
  realm: string,
  headers: Record<string, string> = {},
) {
  return {
    start: (tree: string) =>
      post(
        authenticateUrl(platform, realm, `?authIndexType=service&authIndexValue=${tree}`),
        {},
        headers,
      ),
    submit: (step: JourneyAnswer, values: Record<string, unknown>) =>
      post(authenticateUrl(platform, realm), answer(step, values), headers),
    resume: (suspendedId: string) =>
      post(
        authenticateUrl(platform, realm, `?suspendedId=${encodeURIComponent(suspendedId)}`),
        {},
        headers,
      ),
  };
}

/** The newest email the platform wrote to the address, and the suspended id its link carries. */
export async function latestMail(platform: RunningPlatform, to: string) {
  const [mail] = await listOutbox(platform.config.outboxDir, to);
  const link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0];
  const suspendedId = link ? new URL(link).searchParams.get('suspendedId') : null;
  return { mail, link, suspendedId };
}
