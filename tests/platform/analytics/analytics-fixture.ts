import type { InjectOptions } from 'fastify';
import { ANALYTICS_SCOPE } from '../../../src/domain/reports/report-feature.js';
import { startPlatform, type RunningPlatform } from '../../support/platform.js';
import { accessTokenFor } from '../../support/tokens.js';

const PASSWORDS = {
  realmadmin: 'Realm!Passw0rd',
  demo: 'Demo!Passw0rd',
  fraudanalyst: 'Demo!Passw0rd',
} as const;
export const WITH_SCOPE = `openid profile ${ANALYTICS_SCOPE}`;

export interface Answer {
  statusCode: number;
  headers: Record<string, unknown>;
  body: string;
  json: <T = Record<string, unknown>>() => T;
}

export interface AnalyticsFixture {
  platform: RunningPlatform;
  /** Calls the analytics service as a user of alpha (realmadmin unless told). */
  call(
    method: InjectOptions['method'],
    url: string,
    options?: {
      body?: unknown;
      headers?: Record<string, string>;
      user?: keyof typeof PASSWORDS;
      scopes?: string;
    },
  ): Promise<Answer>;
  /** Runs a template and waits for the run to end. */
  run(name: string, body: unknown): Promise<Record<string, unknown>>;
  close(): Promise<void>;
}

export async function startAnalytics(): Promise<AnalyticsFixture> {
  const platform = await startPlatform({ SEED_USERS_PER_REALM: '12' });
  const stack = { url: platform.config.GATEWAY_PUBLIC_URL, platform };
  const tokens = new Map<string, Promise<string>>();
  const token = (username: keyof typeof PASSWORDS, scopes: string) => {
    const key = `${username} ${scopes}`;
    if (!tokens.has(key)) {
      tokens.set(
        key,
        accessTokenFor(stack, { realm: 'alpha', username, password: PASSWORDS[username] }, scopes),
      );
    }
    return tokens.get(key)!;
  };
  const call: AnalyticsFixture['call'] = async (method, url, options = {}) => {
    const bearer = await token(options.user ?? 'realmadmin', options.scopes ?? WITH_SCOPE);
    return platform.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${bearer}`, ...options.headers },
      ...(options.body === undefined ? {} : { payload: options.body as Record<string, unknown> }),
    });
  };
  return {
    platform,
    call,
    async run(name, body) {
      const started = await call('POST', `/analytics/templates/${name}?_action=run`, { body });
      if (started.statusCode !== 201) throw new Error(`run refused: ${started.body}`);
      const id = started.json<{ _id: string }>()._id;
      for (let attempt = 0; attempt < 200; attempt++) {
        const run = (await call('GET', `/analytics/runs/${id}`)).json();
        if (run.status !== 'running') return run;
        await new Promise((resolve) => setImmediate(resolve));
      }
      throw new Error('the run did not end');
    },
    close: () => platform.close(),
  };
}
