/** A journey callback as the gateway answers it, from its outputs and inputs by name. */
export const journeyCallback = (
  type: string,
  output: Record<string, unknown>,
  input: Record<string, unknown> = {},
) => ({
  __typename: 'Callback',
  type,
  output: Object.entries(output).map(([name, value]) => ({ __typename: 'NameValue', name, value })),
  input: Object.entries(input).map(([name, value]) => ({ __typename: 'NameValue', name, value })),
});

/** Login's first page without social providers. */
export const credentialsStep = {
  __typename: 'JourneyStep',
  stage: null,
  header: 'Sign In',
  description: null,
  callbacks: [
    journeyCallback('NameCallback', { prompt: 'User Name' }, { IDToken1: '' }),
    journeyCallback('PasswordCallback', { prompt: 'Password' }, { IDToken2: '' }),
  ],
};

/** Login's first page with these social providers besides the username and password. */
export const signInStepWithProviders = (providers: Record<string, unknown>[]) => ({
  ...credentialsStep,
  stage: 'UsernamePassword',
  callbacks: [
    ...credentialsStep.callbacks,
    journeyCallback(
      'SelectIdPCallback',
      { providers: [...providers, { provider: 'localAuthentication' }], value: '' },
      { IDToken3: '' },
    ),
  ],
});
