import { mkdirSync, writeFileSync } from 'node:fs';
import type { BrowserContext, BrowserContextOptions, Page } from 'playwright-core';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  VIEWPORT,
  accessibilityViolations,
  useBrowserTab,
  useSharedBrowser,
} from './support/browser.js';
import { FIRST_LOAD_JS_BUDGET_BYTES } from '../../scripts/first-load-budget.js';
import { measureFirstLoad } from './support/first-load.js';
import { platformAdmin, realmAdministrator } from './support/platform-admin.js';
import { e2eStack } from './support/shared-stack.js';
import { signInAs, type Account } from './support/sign-in.js';

const SCREENSHOTS = 'reports/screenshots';

/** What the seeded themes of each realm look like, as computed colours. */
const SEEDED = {
  alpha: {
    logo: 'Starter Theme logo',
    journeyBackground: 'rgb(50, 64, 84)',
    primary: 'rgb(50, 64, 84)',
    topBar: 'rgb(255, 255, 255)',
    topBarText: 'rgb(69, 84, 105)',
  },
  bravo: {
    logo: 'Highlander logo',
    journeyBackground: 'rgb(27, 67, 50)',
    primary: 'rgb(27, 94, 59)',
    topBar: 'rgb(27, 67, 50)',
    topBarText: 'rgb(255, 255, 255)',
  },
} as const;

const NEW_BRAVO_PRIMARY = { hex: '#7a1f5c', rgb: 'rgb(122, 31, 92)' };

const stack = e2eStack();
const browser = useSharedBrowser();
const tab = useBrowserTab();
const contexts: BrowserContext[] = [];
let themes: { restore(): Promise<void> };

beforeAll(async () => {
  mkdirSync(SCREENSHOTS, { recursive: true });
  themes = await (await platformAdmin(stack)).snapshotConfig('ui/themerealm');
});
// Themes are realm-wide: each test leaves them as seeded for every other test.
afterEach(async () => {
  await themes.restore();
});
afterAll(async () => {
  await Promise.all(contexts.map((context) => context.close()));
});

async function newPage(options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser().newContext({
    viewport: VIEWPORT,
    ...options,
  });
  contexts.push(context);
  return context.newPage();
}

const demo = (realm: string): Account => ({ realm, username: 'demo', password: 'Demo!Passw0rd' });

async function signedIn(page: Page, account: Account): Promise<void> {
  await signInAs(page, stack.url, account);
  await page.waitForURL(/\/dashboard/);
  await page.getByRole('heading', { level: 1 }).waitFor();
}

function computed(page: Page, selector: string, property: string): Promise<string> {
  return page
    .locator(selector)
    .first()
    .evaluate((element, name) => getComputedStyle(element).getPropertyValue(name), property);
}

/** Opens the editor from the side menu and picks the realm with the keyboard. */
async function openThemeEditor(page: Page, realm: string): Promise<void> {
  await page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Theme Editor' })
    .click();
  await page.waitForURL(/\/theme-editor/);
  await page.getByRole('navigation', { name: /^Themes of / }).waitFor();
  await page.getByRole('button', { name: /Realm/ }).focus();
  await page.keyboard.press('Enter');
  await page.getByRole('listbox').waitFor();
  await page.keyboard.type(realm);
  await page.keyboard.press('Enter');
  await page.getByRole('navigation', { name: `Themes of ${realm}` }).waitFor();
}

/** The previews whose frame shows less than the whole half-size stage, by caption. */
function previewsCutShort(page: Page): Promise<string[]> {
  return page.locator('figure').evaluateAll((figures) =>
    figures.flatMap((figure) => {
      const frame = figure.querySelector('figcaption + div');
      const stage = frame?.firstElementChild?.getBoundingClientRect();
      if (!frame || !stage) return [];
      const fits = stage.width <= frame.clientWidth && stage.height <= frame.clientHeight;
      return fits ? [] : [figure.querySelector('figcaption')?.textContent ?? ''];
    }),
  );
}

/** Turns a switch on from the keyboard. */
async function switchOn(page: Page, name: string): Promise<void> {
  const toggle = page.getByRole('switch', { name, exact: true });
  await toggle.focus();
  await page.keyboard.press('Space');
  expect(await toggle.isChecked()).toBe(true);
}

async function saveThemes(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await page.getByText('Themes saved.').waitFor();
}

describe('realm themes in Chromium', () => {
  for (const realm of ['alpha', 'bravo'] as const) {
    it(`shows ${realm}'s own theme on Login and the Dashboard`, async () => {
      const seeded = SEEDED[realm];
      const page = tab();
      await page.goto(`${stack.url}/login?realm=${realm}`);
      await page.getByLabel('User Name').waitFor();
      await page.getByRole('img', { name: seeded.logo }).waitFor();
      expect(await computed(page, 'main', 'background-color')).toBe(seeded.journeyBackground);
      expect(await computed(page, 'button[type="submit"]', 'background-color')).toBe(
        seeded.primary,
      );
      expect(await page.locator('link[rel~="icon"]').getAttribute('href')).toMatch(
        /^data:image\/svg\+xml;base64,/,
      );
      expect(
        await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme),
      ).toBe('light');
      await page.screenshot({ path: `${SCREENSHOTS}/themes-login-${realm}.png`, fullPage: true });
      expect(await accessibilityViolations(page)).toEqual([]);

      await signedIn(page, demo(realm));
      expect(await computed(page, 'header', 'background-color')).toBe(seeded.topBar);
      expect(await computed(page, 'header', 'color')).toBe(seeded.topBarText);
      const editProfile = page.getByRole('link', { name: 'Edit your profile' });
      expect(await editProfile.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
        seeded.primary,
      );
      await page.getByRole('banner').getByRole('img').first().waitFor();
      await page.screenshot({
        path: `${SCREENSHOTS}/themes-dashboard-${realm}.png`,
        fullPage: true,
      });
      expect(await accessibilityViolations(page)).toEqual([]);
    });
  }

  it('shows the dark theme linked to the Registration journey, in the dark colour scheme', async () => {
    const page = tab();
    await page.goto(`${stack.url}/login?realm=alpha&authIndexValue=Registration`);
    await page.getByRole('img', { name: 'Contrast logo' }).waitFor();
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await computed(page, 'main', 'background-color')).toBe('rgb(18, 18, 18)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );
    await page.screenshot({ path: `${SCREENSHOTS}/themes-login-alpha-registration.png` });
    expect(await accessibilityViolations(page)).toEqual([]);
  });

  it("takes the theme linked to the journey a Login link opens, and the realm's own again on the way back", async () => {
    const page = tab();
    await page.goto(`${stack.url}/login?realm=alpha`);
    await page.getByLabel('User Name').waitFor();
    await page.getByRole('img', { name: SEEDED.alpha.logo }).waitFor();

    await page.getByRole('link', { name: 'Create an account' }).click();
    await page.getByRole('img', { name: 'Contrast logo' }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Create Account' }).waitFor();
    expect(await computed(page, 'main', 'background-color')).toBe('rgb(18, 18, 18)');
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'dark',
    );

    await page.getByRole('link', { name: 'Back to sign in' }).click();
    await page.getByLabel('User Name').waitFor();
    await page.getByRole('img', { name: SEEDED.alpha.logo }).waitFor();
    expect(await computed(page, 'main', 'background-color')).toBe(SEEDED.alpha.journeyBackground);
  });

  it('keeps the light default theme light for a user who prefers dark, and the bundled look follows the user', async () => {
    const page = await newPage({ colorScheme: 'dark' });
    await page.goto(`${stack.url}/login?realm=alpha`);
    await page.getByLabel('User Name').waitFor();
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).colorScheme)).toBe(
      'light',
    );
    expect(await computed(page, 'section', 'background-color')).toBe('rgb(255, 255, 255)');
    await page.screenshot({ path: `${SCREENSHOTS}/themes-login-alpha-prefers-dark.png` });
    expect(await accessibilityViolations(page)).toEqual([]);

    await page.goto(`${stack.url}/no/such/page?realm=nowhere`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await computed(page, 'h1', 'color')).toBe('rgb(230, 233, 238)');
  });

  it('sends a demo user who opens the theme editor to Forbidden', async () => {
    const page = tab();
    await signedIn(page, demo('alpha'));
    expect(
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link').allTextContents(),
    ).toEqual(['Dashboard', 'Applications', 'Requests', 'Profile']);
    await page.goto(`${stack.url}/theme-editor`);
    await page.waitForURL(/\/forbidden/);
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).textContent())
      .toBe('You do not have permission to view this site');
  });

  it("lets bravo's administrator change bravo's primary colour, which bravo's dashboard uses after a reload", async () => {
    const admin = tab();
    await signedIn(admin, realmAdministrator('bravo'));
    await openThemeEditor(admin, 'bravo');
    const primary = admin.getByLabel('Primary (buttons)', { exact: true });
    expect(await primary.inputValue()).toBe('#1b5e3b');
    await primary.fill(NEW_BRAVO_PRIMARY.hex);
    await expect
      .poll(() => computed(admin, '[data-theme-scope]', '--ic-primary'))
      .toBe(NEW_BRAVO_PRIMARY.hex);
    expect(await previewsCutShort(admin)).toEqual([]);
    await admin.getByRole('heading', { name: 'Colors' }).scrollIntoViewIfNeeded();
    await admin.screenshot({ path: `${SCREENSHOTS}/themes-editor-bravo.png` });
    expect(await accessibilityViolations(admin)).toEqual([]);
    await saveThemes(admin);

    const user = await newPage();
    await signedIn(user, demo('bravo'));
    await user.reload();
    const editProfile = user.getByRole('link', { name: 'Edit your profile' });
    await editProfile.waitFor();
    expect(await editProfile.evaluate((link) => getComputedStyle(link).backgroundColor)).toBe(
      NEW_BRAVO_PRIMARY.rgb,
    );
    await user.screenshot({ path: `${SCREENSHOTS}/themes-dashboard-bravo-edited.png` });
  });

  it('renders an account footer without its onerror handler, and reports a footer script that fails', async () => {
    const admin = tab();
    await signedIn(admin, realmAdministrator('root'));
    await openThemeEditor(admin, 'root');
    await switchOn(admin, 'Show Account page footer');
    await admin
      .getByLabel('Account page footer', { exact: true })
      .fill(
        '<p>Footer <img src=x onerror="window.__pwned=1"> <a href="javascript:window.__pwned=2">Help</a></p>',
      );
    await switchOn(admin, 'Load Account page footer script');
    await admin
      .getByLabel('Account page footer script', { exact: true })
      .fill(
        '<script src="https://scripts.invalid/widget.js"></script><script>window.__inline = 1</script>',
      );
    await saveThemes(admin);
    expect(await admin.evaluate(() => '__pwned' in window)).toBe(false);

    await admin.goto(`${stack.url}/dashboard`);
    await admin.getByRole('heading', { level: 1 }).waitFor();
    const footer = admin.getByRole('contentinfo');
    await footer.getByText('Footer').waitFor();
    expect(await footer.locator('img').getAttribute('onerror')).toBeNull();
    expect(await footer.getByText('Help').getAttribute('href')).toBeNull();
    await admin.getByText('There was an error loading a script added by the theme.').waitFor();
    expect(
      await admin
        .locator('script[data-ic-theme-script]')
        .evaluateAll((scripts) => scripts.map((script) => script.getAttribute('src'))),
    ).toEqual(['https://scripts.invalid/widget.js']);
    expect(await admin.evaluate(() => '__pwned' in window || '__inline' in window)).toBe(false);
    await admin.getByRole('button', { name: 'Dismiss', exact: true }).click();
    await admin.screenshot({
      path: `${SCREENSHOTS}/themes-dashboard-root-footer.png`,
      fullPage: true,
    });
  });

  it('keeps the editor and the sanitizer out of the dashboard first load', async () => {
    const page = await newPage();
    await signedIn(page, demo('alpha'));
    const context = page.context();
    await page.close();
    const dashboard = await measureFirstLoad(context, `${stack.url}/dashboard`);
    writeFileSync(
      `${SCREENSHOTS}/../themes-dashboard-first-load.json`,
      JSON.stringify(dashboard, null, 2),
    );
    expect(dashboard.scripts.some((script) => /theme-editor|sanitize-html/.test(script))).toBe(
      false,
    );
    expect(dashboard.jsGzipBytes).toBeLessThanOrEqual(FIRST_LOAD_JS_BUDGET_BYTES);
  });
});
