import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { signInOverApi } from './support/api-sign-in.js';
import { accessibilityViolations, useBrowserContext } from './support/browser.js';
import { platformAdmin, type FreshUser } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInAs, signOutFromMenu } from './support/sign-in.js';

const stack = e2eStack();
const context = useBrowserContext();

/** The code an authenticator app with this secret shows `steps` periods from now. */
const codeOf = (secret: string, steps = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: Date.now() + steps * 30_000 });

async function expectAccessible(page: Page): Promise<void> {
  expect(await accessibilityViolations(page)).toEqual([]);
}

async function openDevices(page: Page): Promise<void> {
  await page.goto(`${stack.url}/auth-devices`);
  await page.getByRole('heading', { level: 1, name: 'Devices and sessions' }).waitFor();
}

/** Reads the recovery codes shown once, checks the dialog, and closes it. */
async function keepRecoveryCodes(page: Page): Promise<string[]> {
  const dialog = page.getByRole('alertdialog', { name: 'Save your recovery codes' });
  await dialog.getByText(/shown only this once/).waitFor();
  await expectAccessible(page);
  const codes = await dialog
    .getByRole('list', { name: 'Recovery codes' })
    .getByRole('listitem')
    .allTextContents();
  await dialog.getByRole('button', { name: 'I have saved my codes' }).click();
  await dialog.waitFor({ state: 'detached' });
  return codes;
}

/** Password first, then the 2-step page with the heading the journey gives it. */
async function signInToSecondStep(page: Page, user: FreshUser): Promise<void> {
  await signInAs(page, stack.url, user);
  await page.getByRole('heading', { level: 1, name: '2-Step Verification' }).waitFor();
}

describe('2-step sign-in in Chromium', () => {
  it('enrols an authenticator app, signs in with a code, and takes each recovery code once', async () => {
    const user = await (await platformAdmin(stack)).freshUser('alpha');
    const page = await context().newPage();
    await signInOverApi(context(), stack.url, user);
    await openDevices(page);
    await page.getByRole('button', { name: 'Add authenticator app' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add an authenticator app' });
    const secret =
      (await dialog.getByTestId('oath-secret').textContent())?.replace(/\s/g, '') ?? '';
    expect(secret).toMatch(/^[A-Z2-7]{32}$/);
    await expect.poll(() => dialog.locator('svg title').textContent()).toContain(user.username);
    await expectAccessible(page);
    await dialog.getByLabel(/Code from the app/).fill(codeOf(secret));
    await dialog.getByRole('button', { name: 'Turn on' }).click();
    const [firstCode = '', secondCode = ''] = await keepRecoveryCodes(page);
    await page
      .getByRole('region', { name: 'Authentication devices' })
      .getByRole('heading', { level: 3, name: 'Authenticator app' })
      .waitFor();

    await signOutFromMenu(page, user.name);
    await expectAccessible(page);
    await signInToSecondStep(page, user);
    const code = page.getByLabel(/Enter verification code/);
    expect(await code.getAttribute('autocomplete')).toBe('one-time-code');
    await expectAccessible(page);
    await code.fill(codeOf(secret, 1));
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);

    await signOutFromMenu(page, user.name);
    await signInToSecondStep(page, user);
    await page.getByRole('button', { name: 'Use Recovery Code' }).click();
    const recovery = page.getByLabel(/Enter recovery code/);
    await recovery.waitFor();
    await expectAccessible(page);
    await recovery.fill(firstCode);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);

    await signOutFromMenu(page, user.name);
    await signInToSecondStep(page, user);
    await page.getByRole('button', { name: 'Use Recovery Code' }).click();
    await page.getByLabel(/Enter recovery code/).fill(firstCode);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.getByRole('alert').getByText('That code is not valid. Try again.').waitFor();
    await expectAccessible(page);
    expect(page.url()).toContain('/login');
    await page.getByLabel(/Enter recovery code/).fill(secondCode);
    await page.getByRole('button', { name: 'Next' }).click();
    await page.waitForURL(/\/dashboard/);
  });

  it("enrols a security key with Chromium's virtual authenticator and signs in with it", async () => {
    const user = await (await platformAdmin(stack)).freshUser('alpha');
    const page = await context().newPage();
    const cdp = await context().newCDPSession(page);
    await cdp.send('WebAuthn.enable');
    const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
      options: {
        protocol: 'ctap2',
        transport: 'usb',
        hasResidentKey: false,
        hasUserVerification: true,
        isUserVerified: true,
        automaticPresenceSimulation: true,
      },
    });

    await signInOverApi(context(), stack.url, user);
    await openDevices(page);
    await page.getByRole('button', { name: 'Add security key' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add a security key' });
    await dialog.getByLabel(/Device name/).fill('Virtual key');
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Register key' }).click();
    await keepRecoveryCodes(page);
    await page
      .getByRole('region', { name: 'Authentication devices' })
      .getByRole('heading', { level: 3, name: 'Virtual key' })
      .waitFor();
    const { credentials } = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(credentials).toHaveLength(1);

    await signOutFromMenu(page, user.name);
    // The key answers at once; its answer is held until the step has been checked with axe.
    let release = () => {};
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/graphql', async (route) => {
      if (route.request().postData()?.includes('clientDataJSON')) await released;
      await route.continue();
    });
    await signInToSecondStep(page, user);
    await page.getByText("Follow your browser's instructions to use your security key.").waitFor();
    await expectAccessible(page);
    release();
    await page.waitForURL(/\/dashboard/);
    const used = await cdp.send('WebAuthn.getCredentials', { authenticatorId });
    expect(used.credentials[0]?.signCount).toBeGreaterThan(0);
  });
});
