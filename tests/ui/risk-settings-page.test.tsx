import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { riskSettingsMessages } from '../../src/ui/features/risk-settings/messages.js';
import { RiskSettingsPage } from '../../src/ui/features/risk-settings/risk-settings-page.js';
import { settingsGateway, STORED_SETTINGS } from './risk-settings-fixtures.js';
import { renderWithProviders } from './support/render.js';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await Promise.all([
    riskSettingsMessages.catalogues['en']?.(),
    import('../../src/ui/features/risk-settings/settings-form.js'),
  ]);
}, 30_000);

function renderPage(save?: () => object) {
  const { mocks, sent } = settingsGateway(save);
  const view = renderWithProviders(<RiskSettingsPage />, { path: '/autoaccess/settings', mocks });
  return { ...view, sent };
}

const blockList = () => screen.findByRole('textbox', { name: 'Block list' });

describe('RiskSettingsPage', { timeout: 20_000 }, () => {
  it('shows the stored settings, and saves the lists line by line at the revision read', async () => {
    const { sent } = renderPage(() => ({
      data: {
        saveRiskSettings: {
          ...STORED_SETTINGS,
          blockList: ['203.0.113.0/24', '2001:db8::/32'],
          rev: '4',
        },
      },
    }));
    const allowList = await screen.findByRole<HTMLTextAreaElement>('textbox', {
      name: 'Allow list',
    });
    expect(allowList.value).toBe('192.0.2.10');
    fireEvent.change(await blockList(), { target: { value: ' 203.0.113.0/24\n\n2001:db8::/32 ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('Saved. The next prediction run applies these settings.'),
    ).toBeTruthy();
    expect(sent).toEqual([
      {
        settings: {
          allowList: ['192.0.2.10'],
          blockList: ['203.0.113.0/24', '2001:db8::/32'],
          riskScoreThreshold: 50,
          mediumLevel: 50,
          highLevel: 80,
          retentionDays: 180,
        },
        rev: '3',
      },
    ]);
  });

  it('names each line that is not an address or range, and saves nothing', async () => {
    const { sent } = renderPage();
    fireEvent.change(await blockList(), { target: { value: '10.0.0.0/8\n10.0.0.0/33' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'Line 2: “10.0.0.0/33” is not an IPv4 or IPv6 address or CIDR range.',
      ),
    ).toBeTruthy();
    expect(screen.getByText('Correct the highlighted fields, then save.')).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('says when someone else saved since', async () => {
    renderPage(() => ({ errors: [{ message: 'stale', extensions: { code: 'CONFLICT' } }] }));
    fireEvent.change(await blockList(), { target: { value: '198.51.100.7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        screen.getByText(/Someone else saved the settings since you opened them\./),
      ).toBeTruthy(),
    );
    expect(screen.getByRole('button', { name: 'Load the latest settings' })).toBeTruthy();
  });
});
