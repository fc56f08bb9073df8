import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { cleanup, render, screen } from '@testing-library/react';
import { I18nextProvider } from 'react-i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { QueryView } from '../../src/ui/components/query-view.js';
import { saveProblem } from '../../src/ui/components/save-problem.js';
import { SaveProblemAlert } from '../../src/ui/components/save-problem-alert.js';
import { createI18n } from '../../src/ui/i18n/i18n.js';

const refusal = (code: string, serverMessage?: string) =>
  new CombinedGraphQLErrors({
    data: null,
    errors: [{ message: 'refused', extensions: { code, ...(serverMessage && { serverMessage }) } }],
  });

const i18n = createI18n();

afterEach(cleanup);

function failedRead(error: unknown) {
  render(
    <I18nextProvider i18n={i18n}>
      <QueryView
        result={{ error, refetch: () => Promise.resolve() }}
        errorKey="errors.versionRetrieval"
      >
        {() => null}
      </QueryView>
    </I18nextProvider>,
  );
  return screen.getByRole('alert').textContent;
}

function failedSave(error: unknown) {
  render(
    <I18nextProvider i18n={i18n}>
      <SaveProblemAlert problem={saveProblem(error, 'errors.generic')} />
    </I18nextProvider>,
  );
  return screen.getByRole('alert').textContent;
}

describe("the server's message", () => {
  it('is shown after the screen’s message for a failed read when the error carries one', () => {
    expect(failedRead(refusal('NOT_FOUND', 'Bucket not found: training'))).toBe(
      'There was an error retrieving the version.Bucket not found: training',
    );
  });

  it('gives way to the screen’s message when the error carries none', () => {
    expect(failedRead(refusal('NOT_FOUND'))).toBe('There was an error retrieving the version.');
  });

  it('is shown after the failure message for a failed save when the error carries one', () => {
    expect(failedSave(refusal('BAD_USER_INPUT', 'Invalid script provided'))).toBe(
      'Something went wrong, please try again.Invalid script provided',
    );
  });

  it('gives way to the failure message for a save when the error carries none', () => {
    expect(failedSave(refusal('BAD_USER_INPUT'))).toBe('Something went wrong, please try again.');
  });
});
