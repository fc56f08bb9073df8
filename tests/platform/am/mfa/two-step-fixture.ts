import { Secret, TOTP } from 'otpauth';
import { amCall } from '../account-security-fixture.js';
import { jsonRealmUrl, postJson, type AmFixture } from '../am-fixture.js';

export interface JourneyCallback {
  type: string;
  output: { name: string; value: unknown }[];
  input: { name: string; value: unknown }[];
}

export interface JourneyAnswer {
  status: number;
  body: Record<string, unknown>;
  callbacks: JourneyCallback[];
}

export const outputOf = (callback: JourneyCallback | undefined, name: string) =>
  callback?.output.find((output) => output.name === name)?.value;

/** A code the authenticator app with this secret shows, `steps` periods from now. */
export function totpCode(secret: string, steps = 0): string {
  return TOTP.generate({
    secret: Secret.fromBase32(secret),
    timestamp: Date.now() + steps * 30_000,
  });
}

/** A six-digit code the secret shows at no step near now. */
export function wrongCode(secret: string): string {
  const near = new Set([-1, 0, 1].map((steps) => totpCode(secret, steps)));
  return ['000000', '111111', '222222', '333333'].find((code) => !near.has(code)) ?? '444444';
}

/** Runs a journey step by step: `start`, then `answer` the page shown with values per callback type. */
export function journey(am: AmFixture, realm = 'alpha') {
  const url = `${jsonRealmUrl(am, realm)}/authenticate`;
  let current: JourneyAnswer | undefined;
  const step = async (body: unknown): Promise<JourneyAnswer> => {
    const { status, body: answer } = await postJson(url, body);
    current = {
      status,
      body: answer,
      callbacks: (answer.callbacks as JourneyCallback[] | undefined) ?? [],
    };
    return current;
  };
  return {
    start: () => step({}),
    /** Answers the current page: the first callback of each type given takes its value. */
    answer(values: Record<string, unknown>): Promise<JourneyAnswer> {
      if (!current) throw new Error('No page to answer');
      const seen = new Set<string>();
      const callbacks = current.callbacks.map((callback) => {
        const first = !seen.has(callback.type);
        seen.add(callback.type);
        return {
          ...callback,
          input: callback.input.map((input) => ({
            ...input,
            value: first && callback.type in values ? values[callback.type] : input.value,
          })),
        };
      });
      return step({ authId: current.body.authId, callbacks });
    },
    /** Name and password, then whatever the journey asks next. */
    async signIn(username: string, password: string): Promise<JourneyAnswer> {
      await step({});
      if (!current) throw new Error('No page to answer');
      const callbacks = current.callbacks.map((callback) => ({
        ...callback,
        input: callback.input.map((input) => ({
          ...input,
          value: callback.type === 'NameCallback' ? username : password,
        })),
      }));
      return step({ authId: current.body.authId, callbacks });
    },
  };
}

/** Enrols an authenticator app for the token's user; answers its secret and any recovery codes. */
export async function enrolOath(
  am: Pick<AmFixture, 'url'>,
  token: string,
  user: string,
  realm = 'alpha',
) {
  const started = await amCall(
    am,
    realm,
    `users/${user}/devices/2fa/oath?_action=register`,
    token,
    {
      method: 'POST',
      body: {},
    },
  );
  const secret = started.body.secret as string;
  const confirmed = await amCall(
    am,
    realm,
    `users/${user}/devices/2fa/oath?_action=confirm`,
    token,
    {
      method: 'POST',
      body: { enrolmentId: started.body.enrolmentId, code: totpCode(secret) },
    },
  );
  if (confirmed.status !== 200) throw new Error(`confirm failed with ${confirmed.status}`);
  return {
    secret,
    deviceId: (confirmed.body.device as { _id: string })._id,
    recoveryCodes: confirmed.body.recoveryCodes as string[] | undefined,
  };
}
