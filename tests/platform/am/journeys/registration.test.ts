import { describe, expect, it } from 'vitest';
import { useStartedPlatform } from '../../../support/platform.js';
import { journey, output, type JourneyAnswer } from './journey-client.js';

const platform = useStartedPlatform();

const PASSWORD = 'Fresh!Passw0rd9';
let users = 0;
const newUsername = () => `newcomer${(users += 1)}`;

function answers(username: string, overrides: Record<string, unknown> = {}) {
  return {
    IDToken1: username,
    IDToken2: 'Nova',
    IDToken3: 'Comer',
    IDToken4: `${username}@example.com`,
    IDToken5: PASSWORD,
    IDToken6question: 'What’s your favorite color?',
    IDToken6answer: 'Teal',
    IDToken7question: 'Which street did you grow up on?',
    IDToken7answer: 'Elm',
    IDToken8: true,
    ...overrides,
  };
}

const failedPolicies = (step: JourneyAnswer, index: number) =>
  (output(step.body.callbacks?.[index], 'failedPolicies') as string[]).map(
    (failure) => JSON.parse(failure) as { policyRequirement: string },
  );

async function storedUser(username: string) {
  return platform.db
    .selectFrom('managed_objects')
    .select(['id', 'doc'])
    .where('type', '=', 'alpha_user')
    .where((eb) => eb(eb.ref('doc', '->>').key('userName'), '=', username))
    .executeTakeFirst();
}

describe('Registration journey', () => {
  it('asks for the username, names, email, a password with its policies, two security questions and the terms', async () => {
    const step = await journey(platform, 'alpha', { 'accept-language': 'fr' }).start(
      'Registration',
    );
    expect(step.status).toBe(200);
    expect(step.body).toMatchObject({ stage: 'Registration', header: 'Créer un compte' });
    const callbacks = step.body.callbacks ?? [];
    expect(callbacks.map(({ type }) => type)).toEqual([
      'ValidatedCreateUsernameCallback',
      'StringAttributeInputCallback',
      'StringAttributeInputCallback',
      'StringAttributeInputCallback',
      'ValidatedCreatePasswordCallback',
      'KbaCreateCallback',
      'KbaCreateCallback',
      'TermsAndConditionsCallback',
    ]);
    expect(callbacks.map((callback) => output(callback, 'name'))).toContain('mail');
    expect(output(callbacks[3], 'required')).toBe(true);
    const passwordPolicies = output(callbacks[4], 'policies') as {
      policies: { policyId: string }[];
      policyRequirements: string[];
    };
    expect(passwordPolicies.policies.map(({ policyId }) => policyId)).toEqual(
      expect.arrayContaining(['required', 'minimum-length', 'at-least-X-capitals', 'is-new']),
    );
    expect(passwordPolicies.policies.map(({ policyId }) => policyId)).not.toContain(
      're-auth-required',
    );
    expect(output(callbacks[5], 'predefinedQuestions')).toContain(
      'Quelle est votre couleur préférée\u00a0?',
    );
    expect(callbacks[5]?.input.map(({ name }) => name)).toEqual([
      'IDToken6question',
      'IDToken6answer',
    ]);
    expect(output(callbacks[7], 'terms')).toMatch(/^Vous utilisez ce service/);
    expect(callbacks[7]?.input).toEqual([{ name: 'IDToken8', value: false }]);
  });

  it('shows the page again with what failed, keeping what was typed but not the password', async () => {
    const run = journey(platform, 'alpha');
    const step = await run.start('Registration');
    const refused = await run.submit(
      step,
      answers('Demo', {
        IDToken4: 'not-an-email',
        IDToken5: 'weak',
        IDToken7question: 'WHAT’S YOUR FAVORITE COLOR?',
        IDToken8: false,
      }),
    );
    expect(refused.status).toBe(200);
    expect(refused.body.stage).toBe('Registration');
    expect(failedPolicies(refused, 0).map((f) => f.policyRequirement)).toEqual(['UNIQUE']);
    expect(refused.body.callbacks?.[0]?.input[0]?.value).toBe('Demo');
    expect(failedPolicies(refused, 3).map((f) => f.policyRequirement)).toEqual([
      'VALID_EMAIL_ADDRESS_FORMAT',
    ]);
    expect(failedPolicies(refused, 4).map((f) => f.policyRequirement)).toEqual(
      expect.arrayContaining(['MIN_LENGTH', 'AT_LEAST_X_CAPITAL_LETTERS', 'AT_LEAST_X_NUMBERS']),
    );
    expect(refused.body.callbacks?.[4]?.input[0]?.value).toBe('');
    expect(failedPolicies(refused, 6).map((f) => f.policyRequirement)).toEqual([
      'KBA_DUPLICATE_QUESTIONS',
    ]);
    expect(failedPolicies(refused, 7).map((f) => f.policyRequirement)).toEqual(['REQUIRED']);
    const states = await platform.db.selectFrom('journey_states').select('state').execute();
    expect(JSON.stringify(states)).not.toContain('weak');
    expect(JSON.stringify(states)).not.toContain('Teal');
  });

  it('refuses the password when it contains the name typed on the same page', async () => {
    const run = journey(platform, 'alpha');
    const step = await run.start('Registration');
    const username = newUsername();
    const refused = await run.submit(step, answers(username, { IDToken5: `${username}!A1` }));
    expect(failedPolicies(refused, 4).map((f) => f.policyRequirement)).toEqual([
      'CANNOT_CONTAIN_OTHERS',
    ]);
    expect(await storedUser(username)).toBeUndefined();
  });

  it('only checks the page when asked to validate it', async () => {
    const run = journey(platform, 'alpha');
    const step = await run.start('Registration');
    const username = newUsername();
    const checked = await run.submit(step, answers(username, { IDToken5validateOnly: true }));
    expect(checked.body.stage).toBe('Registration');
    expect(failedPolicies(checked, 4)).toEqual([]);
    expect(await storedUser(username)).toBeUndefined();
  });

  it('creates the account, which is signed in at once and signs in again with its password', async () => {
    const run = journey(platform, 'alpha');
    const step = await run.start('Registration');
    const username = newUsername();
    const created = await run.submit(step, answers(username));
    expect(created.status).toBe(200);
    expect(created.body.tokenId).toEqual(expect.any(String));

    const user = await storedUser(username);
    expect(user?.doc).toMatchObject({
      userName: username,
      givenName: 'Nova',
      sn: 'Comer',
      mail: `${username}@example.com`,
      accountStatus: 'active',
      termsAccepted: { termsVersion: '1.0', acceptDate: expect.any(String) as string },
      kbaInfo: [
        { questionId: '1', answer: { $crypto: { type: 'salted-hash' } } },
        { customQuestion: 'Which street did you grow up on?', answer: { $crypto: {} } },
      ],
    });
    expect(JSON.stringify(user?.doc)).not.toContain('Teal');

    const login = journey(platform, 'alpha');
    const form = await login.start('Login');
    const signedIn = await login.submit(form, { IDToken1: username, IDToken2: PASSWORD });
    expect(signedIn.status).toBe(200);
    expect(signedIn.body.tokenId).toEqual(expect.any(String));
  });
});
