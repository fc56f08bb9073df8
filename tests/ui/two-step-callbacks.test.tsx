import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { JourneyCallbackData } from '../../src/ui/features/login/callbacks/journey-callback-fragment.js';
import { journeyAnswers } from '../../src/ui/features/login/journey-answers.js';
import { JourneyStepForm } from '../../src/ui/features/login/journey-step-form.js';
import { journeysMessages } from '../../src/ui/features/login/messages.js';
import { WithFeatureMessages } from '../../src/ui/i18n/with-feature-messages.js';
import { renderWithProviders } from './support/render.js';

const webAuthn = vi.hoisted(() => ({
  startAuthentication: vi.fn<(options: unknown) => Promise<unknown>>(),
  browserSupportsWebAuthn: vi.fn(() => true),
}));
vi.mock('@simplewebauthn/browser', () => webAuthn);

const callback = (
  type: string,
  output: Record<string, unknown>,
  input: Record<string, unknown> = {},
): JourneyCallbackData => ({
  type,
  output: Object.entries(output).map(([name, value]) => ({ name, value })),
  input: Object.entries(input).map(([name, value]) => ({ name, value })),
});

const oathStep = [
  callback('NameCallback', { prompt: 'Enter verification code' }, { IDToken1: '' }),
  callback(
    'ConfirmationCallback',
    {
      prompt: '',
      messageType: 0,
      options: ['Submit', 'Use Recovery Code'],
      optionType: -1,
      defaultOption: 0,
    },
    { IDToken2: 0 },
  ),
];

const REQUEST_OPTIONS = {
  challenge: 'Y2hhbGxlbmdl',
  rpId: 'localhost',
  allowCredentials: [{ id: 'a2V5', type: 'public-key' }],
  userVerification: 'preferred',
};
const webAuthnStep = (message: string) => [
  callback('TextOutputCallback', { message, messageType: '4' }),
  callback(
    'HiddenValueCallback',
    { value: 'false', id: 'webAuthnOutcome' },
    { IDToken2: 'webAuthnOutcome' },
  ),
  callback(
    'ConfirmationCallback',
    {
      prompt: '',
      messageType: 0,
      options: ['Use Recovery Code'],
      optionType: -1,
      defaultOption: 100,
    },
    { IDToken3: 100 },
  ),
];

function renderStep(stage: string, callbacks: readonly JourneyCallbackData[]) {
  const onSubmit = vi.fn<(callbacks: readonly JourneyCallbackData[], form: FormData) => void>();
  renderWithProviders(
    <WithFeatureMessages messages={journeysMessages}>
      <JourneyStepForm
        callbacks={callbacks}
        stage={stage}
        busy={false}
        autoFocus
        onSubmit={onSubmit}
      />
    </WithFeatureMessages>,
  );
  const answers = () => {
    const [sent, form] = onSubmit.mock.calls.at(-1) ?? [];
    return sent && form ? journeyAnswers(sent, form) : undefined;
  };
  return { onSubmit, answers };
}

beforeEach(() => {
  webAuthn.startAuthentication.mockReset();
});

describe('2-step sign-in renderers', () => {
  it('asks for the authenticator code as a one-time code and sends it with the default option', async () => {
    const { answers } = renderStep('OathTokenVerifier', oathStep);
    const code = await screen.findByLabelText(/Enter verification code/);
    expect(code.getAttribute('autocomplete')).toBe('one-time-code');
    expect(code.getAttribute('inputmode')).toBe('numeric');
    await waitFor(() => expect(document.activeElement).toBe(code));
    fireEvent.change(code, { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(answers()).toBeDefined());
    expect(answers()).toEqual([
      { type: 'NameCallback', input: [{ name: 'IDToken1', value: '123456' }] },
      { type: 'ConfirmationCallback', input: [{ name: 'IDToken2', value: 0 }] },
    ]);
  });

  it('refuses a code that is not six digits before sending it', async () => {
    const { onSubmit } = renderStep('OathTokenVerifier', oathStep);
    fireEvent.change(await screen.findByLabelText(/Enter verification code/), {
      target: { value: '12a' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(
      await screen.findByText('Enter the 6 digits your authenticator app shows.'),
    ).toBeTruthy();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers a recovery code instead, which sends the step with that option', async () => {
    const { answers } = renderStep('OathTokenVerifier', oathStep);
    fireEvent.click(await screen.findByRole('button', { name: 'Use Recovery Code' }));
    await waitFor(() =>
      expect(answers()?.[1]).toEqual({
        type: 'ConfirmationCallback',
        input: [{ name: 'IDToken2', value: 1 }],
      }),
    );
  });

  it('asks for a recovery code as plain text', async () => {
    renderStep('RecoveryCodeCollector', [
      callback('NameCallback', { prompt: 'Enter recovery code' }, { IDToken1: '' }),
    ]);
    const field = await screen.findByLabelText(/Enter recovery code/);
    expect(field.getAttribute('autocomplete')).toBe('off');
  });

  it("signs with the security key as the step opens and sends the browser's answer", async () => {
    const answer = { id: 'a2V5', rawId: 'a2V5', type: 'public-key', response: {} };
    webAuthn.startAuthentication.mockResolvedValue(answer);
    const { answers } = renderStep(
      'WebAuthnAuthentication',
      webAuthnStep(JSON.stringify(REQUEST_OPTIONS)),
    );
    expect(await screen.findByRole('status')).toBeTruthy();
    await waitFor(() => expect(answers()).toBeDefined());
    expect(webAuthn.startAuthentication).toHaveBeenCalledWith({ optionsJSON: REQUEST_OPTIONS });
    expect(answers()?.[1]).toEqual({
      type: 'HiddenValueCallback',
      input: [{ name: 'IDToken2', value: JSON.stringify(answer) }],
    });
    expect(answers()?.[2]?.input).toEqual([{ name: 'IDToken3', value: 100 }]);
    expect(screen.queryByRole('button', { name: 'Next' })).toBeNull();
  });

  it('lets the user try the key again after the browser refused', async () => {
    webAuthn.startAuthentication.mockRejectedValueOnce(
      Object.assign(new Error('no'), { name: 'NotAllowedError' }),
    );
    const { onSubmit } = renderStep(
      'WebAuthnAuthentication',
      webAuthnStep(JSON.stringify(REQUEST_OPTIONS)),
    );
    expect(await screen.findByRole('alert')).toBeTruthy();
    expect(screen.getByText(/Your security key could not be used/)).toBeTruthy();
    webAuthn.startAuthentication.mockResolvedValueOnce({ id: 'a2V5' });
    fireEvent.click(screen.getByRole('button', { name: 'Try the security key again' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('says the step cannot be answered when its data is a script, which is never run', async () => {
    renderStep('WebAuthnAuthentication', webAuthnStep('navigator.credentials.get({});'));
    expect(await screen.findByText(/This browser cannot use security keys/)).toBeTruthy();
    expect(webAuthn.startAuthentication).not.toHaveBeenCalled();
  });
});
