import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { JourneyCallbackData } from '../../src/ui/features/login/callbacks/journey-callback-fragment.js';
import { journeyAnswers } from '../../src/ui/features/login/journey-answers.js';
import { JourneyStepForm } from '../../src/ui/features/login/journey-step-form.js';
import { journeysMessages } from '../../src/ui/features/login/messages.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

const callback = (
  type: string,
  output: Record<string, unknown>,
  input: Record<string, unknown> = {},
): JourneyCallbackData => ({
  type,
  output: Object.entries(output).map(([name, value]) => ({ name, value })),
  input: Object.entries(input).map(([name, value]) => ({ name, value })),
});

const policies = (name: string, list: { policyId: string; params?: object }[]) => ({
  name,
  policies: list,
  policyRequirements: list.map(({ policyId }) => (policyId === 'required' ? 'REQUIRED' : 'X')),
});

const PASSWORD_POLICIES = policies('password', [
  { policyId: 'required' },
  { policyId: 'minimum-length', params: { minLength: 8 } },
  { policyId: 'at-least-X-capitals', params: { numCaps: 1 } },
  { policyId: 'cannot-contain-others', params: { disallowedFields: ['userName'] } },
]);

const registration = [
  callback(
    'ValidatedCreateUsernameCallback',
    {
      policies: policies('userName', [{ policyId: 'required' }]),
      failedPolicies: [JSON.stringify({ policyRequirement: 'UNIQUE' })],
      prompt: 'Username',
    },
    { IDToken1: 'taken', IDToken1validateOnly: false },
  ),
  callback(
    'StringAttributeInputCallback',
    { name: 'mail', prompt: 'Email Address', required: true, failedPolicies: [], value: '' },
    { IDToken2: '', IDToken2validateOnly: false },
  ),
  callback(
    'StringAttributeInputCallback',
    { name: 'description', prompt: 'About you', required: false, failedPolicies: [], value: '' },
    { IDToken3: '', IDToken3validateOnly: false },
  ),
  callback(
    'ValidatedCreatePasswordCallback',
    { policies: PASSWORD_POLICIES, failedPolicies: [], prompt: 'Password', echoOn: false },
    { IDToken4: '', IDToken4validateOnly: false },
  ),
  callback(
    'KbaCreateCallback',
    {
      prompt: 'Select a security question',
      predefinedQuestions: ['Your first pet?', 'Your city?'],
    },
    { IDToken5question: '', IDToken5answer: '' },
  ),
  callback(
    'TermsAndConditionsCallback',
    { version: '1.0', terms: 'Be kind.', createDate: '2026-01-01T00:00:00Z' },
    { IDToken6: false },
  ),
  callback(
    'ChoiceCallback',
    { prompt: 'Send the code by', choices: ['Email', 'SMS'], defaultChoice: 1 },
    { IDToken7: 1 },
  ),
  callback(
    'ConfirmationCallback',
    { prompt: 'Trust this device?', options: ['Yes', 'No'], defaultOption: 0 },
    { IDToken8: 0 },
  ),
  callback('HiddenValueCallback', { value: 'nonce-1', id: 'nonce' }, { IDToken9: 'nonce-1' }),
];

const signInChoice = (providers: unknown[]) => [
  callback('NameCallback', { prompt: 'User Name' }, { IDToken1: '' }),
  callback('PasswordCallback', { prompt: 'Password' }, { IDToken2: '' }),
  callback('SelectIdPCallback', { providers, value: '' }, { IDToken3: '' }),
];

const ACME = {
  provider: 'acme',
  uiConfig: {
    buttonDisplayName: 'Acme ID',
    buttonColor: '#1a2b3c',
    buttonTextColor: '#FFFFFF',
  },
};

const isRequired = (field: HTMLElement) =>
  field.hasAttribute('required') || field.getAttribute('aria-required') === 'true';

function renderStep(
  callbacks: readonly JourneyCallbackData[],
  onSubmit = vi.fn<(callbacks: readonly JourneyCallbackData[], form: FormData) => void>(),
) {
  renderWithProviders(
    <WithFeatureMessages messages={journeysMessages}>
      <JourneyStepForm callbacks={callbacks} busy={false} autoFocus onSubmit={onSubmit} />
    </WithFeatureMessages>,
  );
  return onSubmit;
}

afterEach(() => {
  vi.useRealTimers();
});

describe('journey callback renderers', () => {
  it('render every field of a registration step, required where the server says so', async () => {
    renderStep(registration);
    const username = await screen.findByLabelText(/^Username/);
    expect(isRequired(username)).toBe(true);
    const mail = screen.getByLabelText(/^Email Address/);
    expect(mail.getAttribute('type')).toBe('email');
    expect(isRequired(mail)).toBe(true);
    expect(isRequired(screen.getByLabelText(/^About you/))).toBe(false);
    expect(screen.getByLabelText(/^Password/, { selector: 'input' }).getAttribute('type')).toBe(
      'password',
    );
    expect(screen.getByText('Password requirements')).toBeTruthy();
    expect(screen.getByLabelText('Select a security question').tagName).toBe('SELECT');
    expect(screen.getByRole('region', { name: 'Terms and conditions' }).textContent).toBe(
      'Be kind.',
    );
    expect(
      screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }),
    ).toBeTruthy();
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'SMS' }).checked).toBe(true);
    expect(screen.getByRole<HTMLInputElement>('radio', { name: 'Yes' }).checked).toBe(true);
    expect(document.querySelector<HTMLInputElement>('input[name="IDToken9"]')?.value).toBe(
      'nonce-1',
    );
    expect(screen.getByRole('button', { name: 'Next' })).toBeTruthy();
  });

  it('shows what the server refused until the value changes', async () => {
    renderStep(registration);
    const username = await screen.findByLabelText(/^Username/);
    expect(username.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('This value is already in use. Enter a unique value.')).toBeTruthy();
    fireEvent.change(username, { target: { value: 'free' } });
    await waitFor(() =>
      expect(screen.queryByText('This value is already in use. Enter a unique value.')).toBeNull(),
    );
  });

  it('says a reused password breaks the history rule', async () => {
    renderStep([
      callback(
        'ValidatedCreatePasswordCallback',
        {
          policies: PASSWORD_POLICIES,
          failedPolicies: [
            JSON.stringify({ policyRequirement: 'IS_NEW', params: { historyLength: 4 } }),
          ],
          prompt: 'New Password',
        },
        { IDToken1: '', IDToken1validateOnly: false },
      ),
    ]);
    expect(await screen.findByText('Do not reuse any of your last 4 passwords.')).toBeTruthy();
  });

  it('checks the password rules off as the user types, against the username typed', async () => {
    renderStep(registration);
    const checklist = (await screen.findByText('Password requirements')).parentElement!;
    const rule = (text: RegExp) => within(checklist).getByText(text).closest('li');
    fireEvent.input(screen.getByLabelText(/^Username/), { target: { value: 'ann' } });
    fireEvent.change(screen.getByLabelText(/^Password/, { selector: 'input' }), {
      target: { value: 'Xannxxxxx' },
    });
    await waitFor(() => expect(rule(/capital letter/)?.getAttribute('data-met')).toBe('true'));
    expect(rule(/at least 8 characters/)?.getAttribute('data-met')).toBe('true');
    expect(rule(/Do not include/)?.getAttribute('data-met')).toBe('false');
  });

  it('words the browser’s refusal of an email address as the app does', async () => {
    renderStep(registration.slice(1, 2));
    const mail = await screen.findByLabelText(/^Email Address/);
    fireEvent.change(mail, { target: { value: 'abc' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(mail.getAttribute('aria-invalid')).toBe('true'));
    const error = document.getElementById(mail.getAttribute('aria-describedby')!.split(' ')[0]!);
    expect(error?.textContent).toBe('Enter a valid email address.');
  });

  it('says, in the app’s words, that a question must be chosen and the terms accepted', async () => {
    const onSubmit = renderStep(registration.slice(4, 6));
    const question = await screen.findByLabelText('Select a security question');
    const terms = screen.getByRole('checkbox', { name: 'I accept the terms and conditions' });
    const invalidEvents: boolean[] = [];
    for (const control of [question, terms]) {
      control.addEventListener('invalid', (event) => invalidEvents.push(event.defaultPrevented));
    }
    fireEvent.change(screen.getByLabelText(/^Answer/), { target: { value: 'Dune' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));

    await waitFor(() => expect(question.getAttribute('aria-invalid')).toBe('true'));
    expect(invalidEvents).toEqual([true, true]);
    const questionError = document.getElementById(question.getAttribute('aria-describedby')!);
    expect(questionError?.textContent).toBe('This field is required.');
    const termsError = document.getElementById(terms.getAttribute('aria-describedby')!);
    expect(termsError?.textContent).toBe('Accept the terms and conditions to continue.');
    expect(document.activeElement).toBe(question);
    expect(onSubmit).not.toHaveBeenCalled();

    fireEvent.change(question, { target: { value: 'Your city?' } });
    fireEvent.click(terms);
    await waitFor(() => expect(question.hasAttribute('aria-invalid')).toBe(false));
    expect(terms.hasAttribute('aria-invalid')).toBe(false);
    expect(screen.queryByText('Accept the terms and conditions to continue.')).toBeNull();
  });

  it('takes a security question of the user’s own and answers in the server’s types', async () => {
    const onSubmit = renderStep(registration);
    fireEvent.change(await screen.findByLabelText('Select a security question'), {
      target: { value: ' ' },
    });
    fireEvent.change(screen.getByLabelText(/^Your question/), { target: { value: 'Best book?' } });
    fireEvent.change(screen.getByLabelText(/^Answer/), { target: { value: 'Dune' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' }));
    fireEvent.click(screen.getByRole('radio', { name: 'Email' }));
    const form = screen.getByRole('button', { name: 'Next' }).closest('form')!;
    fireEvent.submit(form);
    const [callbacks, data] = onSubmit.mock.calls[0]!;
    const answers = journeyAnswers(callbacks, data);
    expect(answers[4]?.input).toEqual([
      { name: 'IDToken5question', value: 'Best book?' },
      { name: 'IDToken5answer', value: 'Dune' },
    ]);
    expect(answers[5]?.input[0]?.value).toBe(true);
    expect(answers[6]?.input[0]?.value).toBe(0);
    expect(answers[8]?.input[0]?.value).toBe('nonce-1');
  });

  it('shows a suspended message without a way to submit it', async () => {
    renderStep([
      callback('SuspendedTextOutputCallback', { message: 'Check your email.', messageType: '0' }),
    ]);
    expect((await screen.findByText('Check your email.')).getAttribute('role')).toBe('status');
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('sends a polling wait again by itself once the wait is over', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const onSubmit = renderStep([
      callback('PollingWaitCallback', { waitTime: '4000', message: 'Approve the push.' }),
    ]);
    // The renderer loads lazily; each check lets at most 50 ms of the wait pass, 3 s in all.
    await vi.waitFor(() => expect(screen.getByText('Approve the push.')).toBeTruthy(), {
      timeout: 3000,
      interval: 50,
    });
    expect(onSubmit).not.toHaveBeenCalled();
    await act(async () => {
      await vi.advanceTimersByTimeAsync(4000);
    });
    expect(onSubmit).toHaveBeenCalledTimes(1);
  });

  it('follows a redirect to an http(s) address only', async () => {
    const assign = vi.spyOn(window.location, 'assign').mockImplementation(() => {});
    renderStep([callback('RedirectCallback', { redirectUrl: 'https://idp.example/authorize' })]);
    expect(await screen.findByText('Redirecting…')).toBeTruthy();
    expect(assign).toHaveBeenCalledWith('https://idp.example/authorize');
    assign.mockClear();
    renderStep([callback('RedirectCallback', { redirectUrl: 'javascript:alert(1)' })]);
    await act(async () => {});
    expect(assign).not.toHaveBeenCalled();
    assign.mockRestore();
  });

  it('offers a social provider after the step’s own button, in the provider’s colours', async () => {
    renderStep(signInChoice([ACME, { provider: 'localAuthentication' }]));
    const acme = await screen.findByRole('button', { name: 'Sign in with Acme ID' });
    const next = screen.getByRole('button', { name: 'Next' });
    expect(next.compareDocumentPosition(acme) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(acme.getAttribute('type')).toBe('button');
    expect({
      background: acme.style.background,
      color: acme.style.color,
      borderColor: acme.style.borderColor,
    }).toEqual({ background: '#1a2b3c', color: '#FFFFFF', borderColor: '#1a2b3c' });
    const group = screen.getByRole('group', { name: 'Sign in with a social account' });
    expect(
      within(group)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Sign in with Acme ID']);
    expect(screen.queryByRole('button', { name: /localAuthentication/ })).toBeNull();
  });

  it('shows a provider whose colours are not plain hex colours in the page’s own colours', async () => {
    renderStep(
      signInChoice([
        ACME,
        {
          provider: 'globex',
          uiConfig: {
            buttonDisplayName: 'Globex',
            buttonColor: 'red;background-image:url(https://evil.example/x)',
            buttonTextColor: '#ffffff',
          },
        },
        { provider: 'initech', uiConfig: { buttonColor: '#abc', buttonTextColor: '#ffffff' } },
      ]),
    );
    const globex = await screen.findByRole('button', { name: 'Sign in with Globex' });
    expect(globex.hasAttribute('style')).toBe(false);
    const initech = screen.getByRole('button', { name: 'Sign in with initech' });
    expect(initech.hasAttribute('style')).toBe(false);
    expect(screen.getByRole('button', { name: 'Sign in with Acme ID' }).hasAttribute('style')).toBe(
      true,
    );
  });

  it('offers no social button when the step only offers local authentication', async () => {
    renderStep(signInChoice([{ provider: 'localAuthentication' }]));
    expect(await screen.findByRole('button', { name: 'Next' })).toBeTruthy();
    expect(screen.queryByRole('group', { name: 'Sign in with a social account' })).toBeNull();
    expect(screen.queryByRole('button', { name: /^Sign in with/ })).toBeNull();
  });

  it('sends the step with the provider chosen, without asking for the username and password', async () => {
    const onSubmit = renderStep(signInChoice([ACME, { provider: 'localAuthentication' }]));
    const name = await screen.findByLabelText('User Name');
    expect(isRequired(name)).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Sign in with Acme ID' }));
    expect(onSubmit).toHaveBeenCalledTimes(1);
    const [callbacks, data] = onSubmit.mock.calls[0]!;
    expect(journeyAnswers(callbacks, data).map((answer) => answer.input)).toEqual([
      [{ name: 'IDToken1', value: '' }],
      [{ name: 'IDToken2', value: '' }],
      [{ name: 'IDToken3', value: 'acme' }],
    ]);
    expect(name.getAttribute('aria-invalid')).toBeNull();
    const form = name.closest('form')!;
    expect(form.noValidate).toBe(false);
  });

  it('says clearly that a step with an unknown callback cannot be answered', async () => {
    renderStep([callback('DeviceProfileCallback', { message: 'Collecting' })]);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'This sign-in step is not supported. Contact your administrator.',
    );
    expect(screen.getByRole('button', { name: 'Next' }).hasAttribute('disabled')).toBe(true);
  });
});
