import { configure, fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { Link } from 'wouter';
import { leaveUnsaved } from '../../src/ui/components/unsaved-edits/navigation-guard.js';
import { unsavedEditsMessages } from '../../src/ui/components/unsaved-edits/messages.js';
import { riskSettingsMessages } from '../../src/ui/features/risk-settings/messages.js';
import { RiskSettingsPage } from '../../src/ui/features/risk-settings/risk-settings-page.js';
import { settingsGateway, STORED_SETTINGS } from './risk-settings-fixtures.js';
import { renderWithProviders } from './support/render.js';

configure({ asyncUtilTimeout: 5_000 });

beforeAll(async () => {
  await Promise.all([
    riskSettingsMessages.catalogues['en']?.(),
    unsavedEditsMessages.catalogues['en']?.(),
    import('../../src/ui/features/risk-settings/settings-form.js'),
    import('../../src/ui/components/modal-dialog-frame.js'),
  ]);
}, 30_000);

const PATH = '/autoaccess/settings';

function renderSettings() {
  const { mocks } = settingsGateway(() => ({
    data: { saveRiskSettings: { ...STORED_SETTINGS, blockList: ['198.51.100.7'], rev: '4' } },
  }));
  return renderWithProviders(
    <>
      <Link href="/dashboard">Dashboard</Link>
      <RiskSettingsPage />
    </>,
    { path: PATH, mocks },
  );
}

const blockList = () => screen.findByRole<HTMLTextAreaElement>('textbox', { name: 'Block list' });
const goToDashboard = () => fireEvent.click(screen.getByRole('link', { name: 'Dashboard' }));
const leaveQuestion = () => screen.findByRole('alertdialog', { name: 'Leave without saving?' });

/** Whether the browser would ask before closing or reloading the tab now. */
function unloadIsHeld(): boolean {
  const event = new Event('beforeunload', { cancelable: true });
  window.dispatchEvent(event);
  return event.defaultPrevented;
}

describe('unsaved edits', { timeout: 20_000 }, () => {
  it('lets the user go elsewhere at once while nothing is edited', async () => {
    const { currentPath } = renderSettings();
    await blockList();
    expect(unloadIsHeld()).toBe(false);
    goToDashboard();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('asks before leaving edits that are not saved: staying keeps them, leaving goes', async () => {
    const { currentPath } = renderSettings();
    fireEvent.change(await blockList(), { target: { value: '198.51.100.7' } });
    expect(unloadIsHeld()).toBe(true);

    goToDashboard();
    const question = await leaveQuestion();
    expect(question.textContent).toContain(
      'Your changes on this page have not been saved. If you leave now, they are lost.',
    );
    fireEvent.click(screen.getByRole('button', { name: 'Stay on this page' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(currentPath()).toBe(PATH);
    expect((await blockList()).value).toBe('198.51.100.7');

    goToDashboard();
    await leaveQuestion();
    fireEvent.click(screen.getByRole('button', { name: 'Leave without saving' }));
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(unloadIsHeld()).toBe(false);
  });

  it('asks nothing once the edits are saved', async () => {
    const { currentPath } = renderSettings();
    fireEvent.change(await blockList(), { target: { value: '198.51.100.7' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved. The next prediction run applies these settings.');
    expect(unloadIsHeld()).toBe(false);
    goToDashboard();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
  });

  it('asks nothing once the edits are reset to the stored values', async () => {
    renderSettings();
    const field = await blockList();
    fireEvent.change(field, { target: { value: '198.51.100.7' } });
    expect(unloadIsHeld()).toBe(true);
    fireEvent.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(field.value).toBe(''));
    expect(unloadIsHeld()).toBe(false);
  });

  it('lets a session that ends leave whatever the form holds', async () => {
    const { currentPath } = renderSettings();
    fireEvent.change(await blockList(), { target: { value: '198.51.100.7' } });
    let left = false;
    leaveUnsaved(() => {
      left = true;
    });
    expect(left).toBe(true);
    expect(unloadIsHeld()).toBe(false);
    goToDashboard();
    await waitFor(() => expect(currentPath()).toBe('/dashboard'));
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
