import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { normalizeRealm } from '../../domain/realms.js';
import type { SocialLinkReturn } from '../../domain/social-link.js';
import { gatewayError, journeyTimedOutError } from '../errors.js';
import type { AmCallback, AmClient, JourneyAnswer } from '../upstream/am.js';
import { UpstreamError } from '../upstream/errors.js';
import type { IdmClient } from '../upstream/idm.js';
import type { OAuthClient } from '../upstream/oauth.js';
import { endPlatformSession } from './end-platform-session.js';
import { landingPath, realmLandingPath } from './redirect.js';
import type { JourneyState, SessionAccess } from './session.js';
import type { BrowserSsoCookie } from './sso-cookie.js';
import { verifyGoto } from './verify-goto.js';

interface AnsweredCallback {
  type: string;
  input: { name: string; value?: unknown }[];
}

export interface JourneyRequest {
  realm: string;
  tree: string;
  goto?: string | undefined;
  /** The id of an emailed link, which resumes the journey it suspended. */
  suspendedId?: string | undefined;
  callbacks?: AnsweredCallback[] | undefined;
  /** A social provider's answer, for the step that sent the browser to the provider. */
  providerResponse?: SocialLinkReturn | undefined;
}

export interface JourneyStepOutcome {
  __typename: 'JourneyStep';
  stage?: string;
  header?: string;
  description?: string;
  callbacks: AmCallback[];
}

export interface JourneySuccessOutcome {
  __typename: 'JourneySuccess';
  realm: string;
  redirectUrl: string;
  /** The platform refused the goto: `redirectUrl` is the realm's end-user page instead. */
  gotoRejected: boolean;
}

export type JourneyOutcome = JourneyStepOutcome | JourneySuccessOutcome;

interface JourneyDeps {
  session: SessionAccess;
  ssoCookie: BrowserSsoCookie;
  /** Headers relaying the browser's address, user agent and device id to access management. */
  client: Record<string, string>;
  am: AmClient;
  oauth: OAuthClient;
  idm: IdmClient;
  publicUrl: string;
  log: FastifyBaseLogger;
}

/**
 * Relays one journey step to access management. The journey handle and the callbacks'
 * server-side parts stay in the encrypted session; the browser only fills inputs.
 */
export async function runJourneyStep(
  request: JourneyRequest,
  deps: JourneyDeps,
): Promise<JourneyOutcome> {
  const { session, am, client } = deps;
  const previous = session.journey();
  const continuing =
    request.callbacks && previous?.realm === request.realm && previous.tree === request.tree;
  const body = continuing
    ? { authId: previous.authId, callbacks: fillCallbacks(previous, request.callbacks ?? []) }
    : {};
  const goto = continuing ? previous.goto : request.goto;

  let answer: JourneyAnswer;
  try {
    const resume = continuing
      ? { ...(request.providerResponse && { providerResponse: request.providerResponse }) }
      : { ...(request.suspendedId && { suspendedId: request.suspendedId }) };
    answer = await am.authenticate(request.realm, request.tree, body, client, resume);
  } catch (error) {
    session.setJourney(undefined);
    if (error instanceof UpstreamError && error.status === 401) {
      const code = refusalCode(error.body);
      // A refused `suspendedId`: the emailed link was used already, expired, or never existed.
      if (code === SUSPENDED_ID_INVALID) {
        throw gatewayError('NOT_FOUND', 'The link has expired or was already used');
      }
      // A step the platform no longer knows (error code 110): the journey timed out.
      if (code === JOURNEY_TIMED_OUT_CODE) throw journeyTimedOutError();
      throw gatewayError('UNAUTHENTICATED', 'Login failure');
    }
    throw error;
  }

  if ('authId' in answer) {
    session.setJourney({
      realm: request.realm,
      tree: request.tree,
      goto,
      authId: answer.authId,
      // What the callbacks show stays out of the cookie (terms, policies): only their inputs matter.
      callbacks: answer.callbacks.map(({ type, input }) => ({ type, output: [], input })),
    });
    return {
      __typename: 'JourneyStep',
      stage: answer.stage,
      header: answer.header,
      description: answer.description,
      callbacks: answer.callbacks.map(({ type, output, input }) => ({ type, output, input })),
    };
  }
  return completeSignIn(normalizeRealm(answer.realm ?? request.realm), answer.tokenId, goto, deps);
}

const JOURNEY_TIMED_OUT_CODE = '110';
const SUSPENDED_ID_INVALID = 'SUSPENDED_ID_INVALID';

const failureBody = z.looseObject({
  detail: z.looseObject({ errorCode: z.string().optional() }).optional(),
});

/** The platform's `detail.errorCode` for a refused step, if it gave one. */
function refusalCode(body: unknown): string | undefined {
  const parsed = failureBody.safeParse(body);
  return parsed.success ? parsed.data.detail?.errorCode : undefined;
}

function fillCallbacks(previous: JourneyState, answered: AnsweredCallback[]): AmCallback[] {
  if (answered.length !== previous.callbacks.length) {
    throw gatewayError('BAD_USER_INPUT', 'The answers do not match the current step');
  }
  return previous.callbacks.map((callback, index) => {
    const answer = answered[index];
    if (!answer || answer.type !== callback.type) {
      throw gatewayError('BAD_USER_INPUT', 'The answers do not match the current step');
    }
    const values = new Map(answer.input.map(({ name, value }) => [name, value]));
    return {
      ...callback,
      input: callback.input.map((slot) => ({
        name: slot.name,
        value: values.has(slot.name) ? values.get(slot.name) : slot.value,
      })),
    };
  });
}

async function completeSignIn(
  realm: string,
  ssoToken: string,
  goto: string | undefined,
  { session, ssoCookie, am, oauth, idm, publicUrl, log }: JourneyDeps,
): Promise<JourneyOutcome> {
  const info = await am.sessionInfo(realm, ssoToken);
  const { claims, ...tokens } = await oauth.signIn(realm, ssoToken);
  const signedIn = {
    realm,
    username: info.username,
    subject: claims.sub ?? info.username,
    authTime: claims.auth_time ?? Math.floor(Date.now() / 1000),
    ssoToken,
    ...tokens,
    postLogoutUrl: claims.post_logout_url,
  };
  // A platform that answers the journey with the session it already has must not see it ended.
  const previous = session.signedIn();
  if (previous && previous.ssoToken !== ssoToken) {
    await endPlatformSession(previous, { am, oauth, log });
  }
  session.setSignedIn(signedIn);
  session.setSignedIn({ ...signedIn, identity: await idm.identity() });
  await ssoCookie.set(realm, ssoToken);
  if (!goto) {
    return {
      __typename: 'JourneySuccess',
      realm,
      redirectUrl: landingPath(undefined, publicUrl),
      gotoRejected: false,
    };
  }
  const verified = await verifyGoto(am, realm, goto, ssoToken);
  const redirectUrl = verified.rejected
    ? realmLandingPath(verified.successUrl, publicUrl, realm)
    : landingPath(verified.successUrl, publicUrl);
  return { __typename: 'JourneySuccess', realm, redirectUrl, gotoRejected: verified.rejected };
}
