import type { MockLink } from '@apollo/client/testing';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ConfigurationPage } from '../../src/ui/features/admin-configuration/configuration-page.js';
import { ConfigurationPage_ConfigurationDocument } from '../../src/ui/gql/graphql.js';
import { renderWithProviders } from './support/render.js';

function read(id: string, result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: ConfigurationPage_ConfigurationDocument, variables: { id } }, result };
}

async function open(id: string) {
  const field = await screen.findByRole('textbox', { name: 'Configuration id' });
  fireEvent.change(field, { target: { value: id } });
  fireEvent.click(screen.getByRole('button', { name: 'Open' }));
}

describe('the configuration page', () => {
  it('says an id its administrator may not open is refused, and stays', async () => {
    const onForbidden = vi.fn();
    renderWithProviders(<ConfigurationPage />, {
      path: '/admin/configuration',
      onForbidden,
      mocks: [
        read('ui/configuration', {
          errors: [{ message: 'Forbidden', extensions: { code: 'FORBIDDEN' } }],
        }),
      ],
    });
    await open('ui/configuration');
    expect(await screen.findByText('Your account may not open this configuration.')).toBeTruthy();
    expect(onForbidden).not.toHaveBeenCalled();
    expect(screen.getByRole('heading', { level: 1, name: 'Configuration' })).toBeTruthy();
  });
});
