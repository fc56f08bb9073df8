import { CookieJar } from '../../src/gateway/upstream/cookie-jar.js';

export interface GraphQLResult<T = Record<string, unknown>> {
  status: number;
  data?: T | null;
  errors?: {
    message: string;
    extensions?: { code?: string; reason?: string; fieldErrors?: unknown[] };
  }[];
  setCookies: string[];
  raw: string;
}

/** A browser-like GraphQL caller: keeps the gateway's cookies and sends the CSRF header. */
export class GraphQLClient {
  readonly jar = new CookieJar();

  constructor(
    private readonly url: string,
    private readonly headers: Record<string, string> = { 'x-requested-with': 'identity-console' },
  ) {}

  async request<T = Record<string, unknown>>(
    query: string,
    variables: Record<string, unknown> = {},
    extraHeaders: Record<string, string> = {},
  ): Promise<GraphQLResult<T>> {
    const response = await fetch(`${this.url}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        cookie: this.jar.header(),
        ...this.headers,
        ...extraHeaders,
      },
      body: JSON.stringify({ query, variables }),
    });
    this.jar.store(response);
    const raw = await response.text();
    const body = JSON.parse(raw) as Pick<GraphQLResult<T>, 'data' | 'errors'>;
    return { status: response.status, ...body, setCookies: response.headers.getSetCookie(), raw };
  }
}

/** The `authenticate` mutation: a journey's step (its callbacks) or its success. */
export const AUTHENTICATE = /* GraphQL */ `
  mutation Authenticate($input: AuthenticateInput!) {
    authenticate(input: $input) {
      __typename
      ... on JourneyStep {
        stage
        description
        callbacks {
          type
          output {
            name
            value
          }
          input {
            name
            value
          }
        }
      }
      ... on JourneySuccess {
        realm
        redirectUrl
        gotoRejected
      }
    }
  }
`;

export interface Step {
  authenticate:
    | {
        __typename: 'JourneyStep';
        stage: string | null;
        description: string | null;
        callbacks: {
          type: string;
          output: { name: string; value: unknown }[];
          input: { name: string; value: unknown }[];
        }[];
      }
    | { __typename: 'JourneySuccess'; realm: string; redirectUrl: string; gotoRejected: boolean };
}

/** Runs the Login journey with a username and password; returns the final answer. */
export async function signIn(
  client: GraphQLClient,
  {
    realm,
    username,
    password,
    goto,
  }: { realm: string; username: string; password: string; goto?: string },
): Promise<GraphQLResult<Step>> {
  const first = await client.request<Step>(AUTHENTICATE, { input: { realm, goto } });
  const step = first.data?.authenticate;
  if (!step || step.__typename !== 'JourneyStep') return first;
  const callbacks = step.callbacks.map((callback) => ({
    type: callback.type,
    input: callback.input.map(({ name }) => ({
      name,
      value: callback.type === 'PasswordCallback' ? password : username,
    })),
  }));
  return client.request<Step>(AUTHENTICATE, { input: { realm, callbacks } });
}
